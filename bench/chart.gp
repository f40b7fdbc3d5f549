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
# one colour a peer (gnuplot's own cycle repeats after eight): lluri's
# three parses in reds, then the peers, the floors (strlen, memchr) grey
colors = "#b2182b #ef8a62 #f4c6a8 #2166ac #67a9cf #1b9e77 #984ea3 #333333 #e6ab02 #a6761d #999999 #cccccc"
plot for [c=2:ncols] datafile using c:xtic(1) title columnhead(c) \
    lc rgb word(colors, (c - 2) % words(colors) + 1)
set terminal svg size 1200,600 font ",10" noenhanced
set output outbase.'.svg'
replot
