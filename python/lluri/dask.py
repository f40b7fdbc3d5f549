# SPDX-License-Identifier: MIT
"""lluri over Dask: parse a column of URIs partition by partition.

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
import dask.dataframe as dd
import pandas as pd
from dask.dataframe.utils import make_meta

import lluri

__all__ = ["parse_series"]


def parse_series(series, components=("host",), *, start="reference",
                 lenient=False, iri=False, method=None):
    """Parse a Dask Series of str or bytes (nulls allowed) into a Dask
    DataFrame with the same index and divisions: the columns of
    lluri.parse_column, that is one object column per component (then
    "form" for request targets of `method`), then "valid", "error" and
    "offset". A value that does not parse gives a row of nulls with its
    error's name; nothing raises at compute time.
    """
    if not isinstance(series, dd.Series):
        raise TypeError(f"parse_series takes a dask.dataframe.Series, "
                        f"not {type(series).__name__}")
    if isinstance(components, str):     # one name, as parse_column takes it
        components = (components,)
    options = {"components": tuple(components), "start": start,
               "lenient": lenient, "iri": iri, "method": method}
    # The meta is parse_column's own answer on an empty column, so it has
    # exactly its columns and dtypes; an unknown component or start fails
    # here, when the graph is built, rather than on a worker. The empty
    # column borrows the series' index, so the index dtype and name agree.
    empty = pd.Series([], dtype=object, index=make_meta(series).index)
    meta = lluri.parse_column(empty, **options)
    return series.map_partitions(lluri.parse_column, meta=meta, **options)
