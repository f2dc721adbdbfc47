#if canImport(MarqueeCore)
@testable import MarqueeCore
#endif

/// Settings measured as the terminal choice decides with the environment alone: what the
/// shell does where it asks nothing (settings make no choice of their own). The fuzz
/// target shares it (Fuzz/run).
func measuredSettings(_ parsed: ParsedArguments, _ environment: Environment) throws -> Settings {
    var settings = try Settings(resolving: parsed, in: environment)
    settings.measure(as: try TerminalChoice(resolving: parsed, in: environment))
    return settings
}
