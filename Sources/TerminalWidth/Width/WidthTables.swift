/// The Unicode property tables that `DisplayWidth` consults.
///
/// The tables themselves live in `WidthTables+Generated.swift`, written by
/// `Scripts/generate-width-tables` from the pinned Unicode data under
/// `Data/unicode/`. Edit the generator, never the generated file.
package enum WidthTables {}
