Marquee.main(Array(CommandLine.arguments.dropFirst()))
