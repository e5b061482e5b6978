import Foundation
import ProsceniumCheck
import ProsceniumRules
import Testing

/// The presets stay consistent with the rules and with their documentation.
@Suite struct PresetCatalogTests {
  static let docsPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/presets.md").path

  /// Set `PROSCENIUM_UPDATE_DOCS=1` to rewrite the generated section instead of comparing it.
  @Test func docsPresetSectionMatchesTheCatalog() throws {
    let data = try #require(FileManager.default.contents(atPath: Self.docsPath), "cannot read \(Self.docsPath)")
    let text = String(decoding: data, as: UTF8.self)
    let begin = try #require(text.range(of: PresetDocumentation.beginMarker))
    let end = try #require(text.range(of: PresetDocumentation.endMarker))
    let documented = String(text[begin.upperBound..<end.lowerBound])
    let expected = "\n\n" + PresetDocumentation.markdown() + "\n"
    if ProcessInfo.processInfo.environment["PROSCENIUM_UPDATE_DOCS"] == "1" {
      let updated = String(text[..<begin.upperBound]) + expected + String(text[end.lowerBound...])
      try updated.write(toFile: Self.docsPath, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      documented == expected,
      "docs/presets.md is out of date; run the tests with PROSCENIUM_UPDATE_DOCS=1. Expected section:\n\(expected)")
  }

  @Test func presetNamesAreUniqueAndKebabCase() {
    let names = RuleRegistry.presets.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0 == "-" } && !name.hasPrefix("-"), "bad preset name '\(name)'")
    }
    #expect(names == ["observable", "observable-object", "uikit-mvp", "clean-layers"])
  }

  @Test func noPresetBothEnablesAndDisablesARule() {
    for preset in RuleRegistry.presets {
      let both = Set(preset.enabledRules).intersection(preset.disabledRules)
      #expect(both.isEmpty, "\(preset.name) both enables and disables \(both.sorted())")
      #expect(Set(preset.enabledRules).count == preset.enabledRules.count, "\(preset.name) lists a rule twice")
      #expect(!preset.summary.isEmpty && !preset.sources.isEmpty)
    }
  }

  @Test func cleanLayersCombinesWithEveryScreenPreset() throws {
    let layers = try #require(RuleRegistry.catalog.preset(named: "clean-layers"))
    for preset in RuleRegistry.presets where preset.name != "clean-layers" {
      let conflicts = Set(layers.enabledRules).intersection(preset.disabledRules)
        .union(Set(layers.disabledRules).intersection(preset.enabledRules))
      #expect(conflicts.isEmpty, "clean-layers conflicts with \(preset.name) on \(conflicts.sorted())")
    }
  }

  @Test func presetOptionsDecodeForTheirRules() throws {
    for preset in RuleRegistry.presets {
      for (id, options) in preset.options {
        // Rules written on other branches are checked once merged (`presetsNameOnlyRegisteredRules`).
        guard let rule = RuleRegistry.catalog.rule(id: id) else { continue }
        #expect(throws: Never.self, "\(preset.name) sets bad options for \(id)") {
          _ = try rule.configured(options: options)
        }
      }
    }
  }

  @Test func presetsTurnOnTheOptInRulesOfTheirPlaybook() throws {
    let observable = try #require(RuleRegistry.catalog.preset(named: "observable"))
    #expect(observable.enabledRules.contains("view_model_action_naming"))
    #expect(observable.enabledRules.contains("view_model_uses_use_cases"))
    let objects = try #require(RuleRegistry.catalog.preset(named: "observable-object"))
    #expect(objects.enabledRules.contains("view_model_base_class"))
    #expect(objects.options["view_model_base_class"] == .object([("base_class", .string("BaseViewModel"))]))
    #expect(!objects.disabledRules.contains("prefer_observable"))
    let mvp = try #require(RuleRegistry.catalog.preset(named: "uikit-mvp"))
    #expect(mvp.enabledRules.contains("mvp_screen_files") && mvp.enabledRules.contains("mvp_factory_only"))
    let layers = try #require(RuleRegistry.catalog.preset(named: "clean-layers"))
    #expect(layers.enabledRules.contains("layer_dependencies"))
  }
}
