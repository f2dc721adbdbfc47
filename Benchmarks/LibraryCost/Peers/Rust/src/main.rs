//! The Rust side of Benchmarks/library-peers (issue 40): unicode-width's
//! `UnicodeWidthStr::width` over each line of standard input. The same protocol as
//! LibraryCost's PeerHarness.swift:
//!
//!     harness widths < TEXT                 each line's columns, one a line
//!     harness time ROUNDS SECONDS < TEXT    "NANOSECONDS TOTAL": the best time of one pass
//!
//! unicode-width sums the widths of code points: it has no grapheme clusters, and an
//! escape sequence's parameters (`[1;31m`) count as the printable characters they are.
use std::hint::black_box;
use std::io::{Read, Write};
use std::time::Instant;
use unicode_width::UnicodeWidthStr;

#[inline(never)]
fn columns_pass(lines: &[&str]) -> usize {
    let mut total = 0usize;
    for line in lines {
        total = total.wrapping_add(black_box(*line).width());
    }
    total
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("UTF-8 on standard input");
    let lines: Vec<&str> = text.strip_suffix('\n').unwrap_or(&text).split('\n').collect();
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("widths") if args.len() == 2 => {
            let mut out = String::new();
            for line in &lines {
                out.push_str(&line.width().to_string());
                out.push('\n');
            }
            std::io::stdout().write_all(out.as_bytes()).unwrap();
        }
        Some("time") if args.len() == 4 => {
            let rounds: usize = args[2].parse().unwrap();
            let seconds: f64 = args[3].parse().unwrap();
            let start = Instant::now();
            let total = columns_pass(&lines);
            let first = start.elapsed().as_nanos() as f64;
            let passes = (seconds * 1e9 / first) as usize + 1;
            let mut fastest = f64::INFINITY;
            let mut keep = 0usize;
            for _ in 0..rounds {
                let start = Instant::now();
                for _ in 0..passes {
                    keep = keep.wrapping_add(columns_pass(black_box(&lines)));
                }
                fastest = fastest.min(start.elapsed().as_nanos() as f64 / passes as f64);
            }
            black_box(keep);
            println!("{} {}", fastest as u64, total);
        }
        _ => {
            eprintln!("usage: harness widths | time ROUNDS SECONDS, the text on standard input");
            std::process::exit(2);
        }
    }
}
