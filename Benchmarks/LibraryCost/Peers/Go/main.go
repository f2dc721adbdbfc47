// The Go side of Benchmarks/library-peers (issue 40): clipperhouse/displaywidth's
// Options.String, with ControlSequences on (escape sequences take no columns, as in
// TerminalWidth and wcwidth), over each line of standard input. The same protocol as
// LibraryCost's PeerHarness.swift:
//
//	harness widths < TEXT                 each line's columns, one a line
//	harness time ROUNDS SECONDS < TEXT    "NANOSECONDS TOTAL": the best time of one pass
//
// The module is imported by a local name; Benchmarks/library-peers writes the go.mod
// that points it at the fetched release.
package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"displaywidth"
)

var options = displaywidth.Options{ControlSequences: true}

// Keep is a sum of every result, so that no measured call can be left out.
var Keep int

//go:noinline
func columnsPass(lines []string) int {
	total := 0
	for _, line := range lines {
		total += options.String(line)
	}
	return total
}

func main() {
	data, err := io.ReadAll(os.Stdin)
	if err != nil {
		panic(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	switch {
	case len(os.Args) == 2 && os.Args[1] == "widths":
		out := &strings.Builder{}
		for _, line := range lines {
			fmt.Fprintln(out, options.String(line))
		}
		os.Stdout.WriteString(out.String())
	case len(os.Args) == 4 && os.Args[1] == "time":
		rounds, _ := strconv.Atoi(os.Args[2])
		seconds, _ := strconv.ParseFloat(os.Args[3], 64)
		start := time.Now()
		total := columnsPass(lines)
		first := float64(time.Since(start).Nanoseconds())
		passes := int(seconds*1e9/first) + 1
		fastest := -1.0
		for r := 0; r < rounds; r++ {
			start := time.Now()
			for p := 0; p < passes; p++ {
				Keep += columnsPass(lines)
			}
			each := float64(time.Since(start).Nanoseconds()) / float64(passes)
			if fastest < 0 || each < fastest {
				fastest = each
			}
		}
		fmt.Printf("%d %d\n", int64(fastest), total)
	default:
		fmt.Fprintln(os.Stderr, "usage: harness widths | time ROUNDS SECONDS, the text on standard input")
		os.Exit(2)
	}
}
