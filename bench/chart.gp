# SPDX-License-Identifier: MIT
# chart.gp — ns/URL of the parse workload, per list and per peer, from the
# data file `make bench` writes (bench/bench --dat): one group of bars per
# list, one bar per peer. gnuplot -e "datafile='...'; outbase='...'" chart.gp
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set key outside right top vertical
set ylabel "ns per URL (median of the runs; lower is faster)"
set title "Parsing the URL lists: lluri and its peers"
set grid ytics
set xtics nomirror
set yrange [0:*]
# ncols: the data file's columns (the list's name, then one per peer),
# given by make bench with -e, or counted here from the first line
if (!exists("ncols")) ncols = int(system("awk 'NR == 1 { print NF }' ".datafile))
set terminal pngcairo size 1200,600 font ",10" noenhanced
set output outbase.'.png'
plot for [c=2:ncols] datafile using c:xtic(1) title columnhead(c)
set terminal svg size 1200,600 font ",10" noenhanced
set output outbase.'.svg'
replot
