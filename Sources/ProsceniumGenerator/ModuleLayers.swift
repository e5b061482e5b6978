import Foundation

/// Which package targets belong to which of seed 002's layers, read the way `layer_dependencies` reads its
/// `module_layers` option: `"pattern: Layer"` entries, a pattern being a module name with `*` at either end, the first
/// match winning. The generator places `--layers` files with it, so they land where the checker will judge them.
package struct ModuleLayers: Sendable, Hashable {
  /// The entries in order, as `(pattern, layer)`.
  package let entries: [(pattern: String, layer: String)]

  /// The layers the generator writes into; other layer names in the map are left to the checker.
  package static let presentation = "Presentation"
  package static let domain = "Domain"
  package static let data = "Data"

  /// `layer_dependencies`' default map: modules ending in `Presentation`, `Domain` or `Data`.
  package static let standard = ModuleLayers(["*Presentation: Presentation", "*Domain: Domain", "*Data: Data"])

  /// Parses `"pattern: Layer"` entries; an entry without both halves is skipped, as the rule skips it.
  package init(_ entries: [String]) {
    self.entries = entries.compactMap { entry in
      guard let colon = entry.firstIndex(of: ":") else { return nil }
      let pattern = entry[..<colon].trimmingCharacters(in: .whitespaces)
      let layer = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      return pattern.isEmpty || layer.isEmpty ? nil : (pattern, layer)
    }
  }

  /// Apple's modules a `*Data` pattern would otherwise claim; only an exact pattern puts them in a layer.
  static let platformModules: Set<String> = ["CoreData", "SwiftData"]

  /// The layer of `module`: that of the first pattern it matches.
  package func layer(of module: String) -> String? {
    guard let entry = entries.first(where: { Self.matches(module, $0.pattern) }) else { return nil }
    if entry.pattern.contains("*"), Self.platformModules.contains(module) { return nil }
    return entry.layer
  }

  /// Whether `module` matches `pattern`: exactly, or with `*` standing for any prefix, suffix or both.
  static func matches(_ module: String, _ pattern: String) -> Bool {
    let leading = pattern.hasPrefix("*")
    let trailing = pattern.count > 1 && pattern.hasSuffix("*")
    let core = String(pattern.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0))
    switch (leading, trailing) {
    case (true, true): return module.contains(core)
    case (true, false): return module.hasSuffix(core)
    case (false, true): return module.hasPrefix(core)
    case (false, false): return module == core
    }
  }

  package static func == (lhs: ModuleLayers, rhs: ModuleLayers) -> Bool {
    lhs.entries.map { "\($0.pattern):\($0.layer)" } == rhs.entries.map { "\($0.pattern):\($0.layer)" }
  }

  package func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.pattern)
      hasher.combine(entry.layer)
    }
  }
}
