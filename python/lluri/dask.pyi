# SPDX-License-Identifier: MIT
"""Type stubs of lluri.dask: lluri.parse_column over a Dask Series."""
from typing import Sequence

from dask.dataframe.core import DataFrame, Series

from . import ColumnName, Start

__all__ = ["parse_series"]

def parse_series(series: Series, components: Sequence[ColumnName] = ("host",),
                 *, start: Start = "reference", lenient: bool = False,
                 iri: bool = False, method: str | bytes | None = None) -> DataFrame: ...
