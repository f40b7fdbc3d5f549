# SPDX-License-Identifier: MIT
"""Type stubs of lluri.dask: lluri.parse_column over a Dask Series."""
from typing import Sequence

from dask.dataframe.core import DataFrame, Series

from . import ColumnName, LogColumn, LogFormat, Start

__all__ = ["parse_log_series", "parse_series"]

#: progress=True: dask.diagnostics.ProgressBar on stderr for the next
#: computation on a local scheduler.
def parse_series(series: Series, components: Sequence[ColumnName] = ("host",),
                 *, start: Start = "reference", lenient: bool = False,
                 iri: bool = False, method: str | bytes | None = None,
                 progress: bool | None = None) -> DataFrame: ...
def parse_log_series(series: Series, format: LogFormat | str | bytes = "combined",
                     columns: Sequence[LogColumn] = ("method", "form", "path", "query",
                                                     "status", "referer_host"),
                     *, lenient: bool = False, max_method: int | None = None,
                     max_target: int | None = None, zone_id: bool = False,
                     progress: bool | None = None) -> DataFrame: ...
