# SPDX-License-Identifier: MIT
"""lluri over Dask: parse a column of URIs, or of access-log lines
(parse_log_series), partition by partition.

    import dask.bag, lluri.dask
    lines = dask.bag.read_text("logs/*.txt", errors="replace").map(str.rstrip)
    urls = lines.to_dataframe(meta={"url": object})["url"]
    parsed = lluri.dask.parse_series(urls, ("scheme", "host"), lenient=True)
    parsed["host"].value_counts().compute()

Each partition goes through lluri.parse_column, one C loop with the GIL
released, so threads of a worker parse in parallel too. The workers need
lluri importable (installed, or on their PYTHONPATH).

Read text with errors="replace" rather than "surrogateescape": pandas 1.5
groups and counts strings that hold lone surrogates wrongly, at random
(pandas-dev/pandas#45929), and components keep them.
"""
import sys

import dask.dataframe as dd
import pandas as pd
from dask.dataframe.utils import make_meta
from dask.callbacks import Callback
from dask.diagnostics import ProgressBar

import lluri

__all__ = ["parse_log_series", "parse_series"]


class _NextComputeProgress(ProgressBar):
    """dask.diagnostics.ProgressBar on stderr for the next computation on a
    local scheduler (threads, processes, synchronous), then unregistered:
    the helpers return lazy collections, whose work happens later."""

    pending = None

    def _finish(self, dsk, state, errored):
        super()._finish(dsk, state, errored)
        # While a computation runs, Callback.active is an empty set and the
        # registered ones wait in the set they were registered in (dask's
        # local_callbacks): leave that one.
        self._registry.discard(self._callback)
        _NextComputeProgress.pending = None

    @classmethod
    def ask(cls):
        if cls.pending is None:          # one bar, however many helpers asked
            bar = cls.pending = cls(out=sys.stderr)
            bar.register()
            bar._registry = Callback.active


def _partitions(series, fn, meta_of, options, progress, what):
    if not isinstance(series, dd.Series):
        raise TypeError(f"{what} takes a dask.dataframe.Series, "
                        f"not {type(series).__name__}")
    # The meta is the helper's own answer on an empty column, so it has
    # exactly its columns and dtypes; an unknown name, start or format fails
    # here, when the graph is built, rather than on a worker. The empty
    # column borrows the series' index, so the index dtype and name agree.
    empty = pd.Series([], dtype=object, index=make_meta(series).index)
    meta = meta_of(empty, **options)
    if progress:
        _NextComputeProgress.ask()
    return series.map_partitions(fn, meta=meta, **options)


def parse_series(series, components=("host",), *, start="reference",
                 lenient=False, iri=False, method=None, progress=None):
    """Parse a Dask Series of str or bytes (nulls allowed) into a Dask
    DataFrame with the same index and divisions: the columns of
    lluri.parse_column, that is one object column per component (then
    "form" for request targets of `method`), then "valid", "error" and
    "offset". A value that does not parse gives a row of nulls with its
    error's name; nothing raises at compute time.

    progress=True: dask.diagnostics.ProgressBar on stderr for the next
    computation on a local scheduler (the result is lazy: its work is
    done then). On a distributed cluster, use distributed.progress().
    Nothing is printed without it.
    """
    if isinstance(components, str):     # one name, as parse_column takes it
        components = (components,)
    options = {"components": tuple(components), "start": start,
               "lenient": lenient, "iri": iri, "method": method}
    return _partitions(series, lluri.parse_column, lluri.parse_column, options,
                       progress, "parse_series")


def parse_log_series(series, format="combined", columns=lluri.LOG_COLUMNS, *,
                     lenient=False, max_method=None, max_target=None, zone_id=False,
                     progress=None):
    """lluri.parse_log_column over a Dask Series of access-log lines (str
    or bytes, without their line ends; nulls allowed), partition by
    partition: a Dask DataFrame with the same index and divisions, the
    columns asked for, then "valid", "error" and "offset". A line not in
    the format gives a row of nulls with its error; nothing raises at
    compute time. A format that does not compile raises lluri.Error here.
    progress: as parse_series's.

        lines = dask.bag.read_text("logs/access.log*").map(str.rstrip)
        logs = lluri.dask.parse_log_series(lines.to_dataframe(meta={"l": object})["l"])
        logs["referer_host"].value_counts().compute()
    """
    if isinstance(columns, str):
        columns = (columns,)
    options = {"format": format, "columns": tuple(columns), "lenient": lenient,
               "max_method": max_method, "max_target": max_target, "zone_id": zone_id}
    return _partitions(series, lluri.parse_log_column, lluri.parse_log_column, options,
                       progress, "parse_log_series")
