import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `layer_dependencies`: modules of the clean-architecture layers depend only in the allowed
/// directions — Presentation → Domain ← Data — both in `Package.swift` and in `import`s.
package final class LayerDependenciesRule: SyntaxRule<LayerDependenciesRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// `"Layer: Allowed, Allowed"` entries; a layer missing here is not checked.
    package var layers = Self.defaultLayers {
      didSet { allowed = LayerDependenciesRule.allowedLayers(layers) }
    }
    /// `"pattern: Layer"` entries; a pattern is a module name with `*` at either end.
    package var moduleLayers = Self.defaultModuleLayers {
      didSet { patterns = LayerDependenciesRule.layerPatterns(moduleLayers) }
    }

    private static let defaultLayers = ["Presentation: Domain", "Domain:", "Data: Domain"]
    private static let defaultModuleLayers = ["*Presentation: Presentation", "*Domain: Domain", "*Data: Data"]

    // Parsed once when the configuration sets the options, not once per checked file; the
    // defaults once per process, since every catalogue and configuration makes default options.
    fileprivate var allowed = Self.defaultAllowed
    fileprivate var patterns = Self.defaultPatterns
    private static let defaultAllowed = LayerDependenciesRule.allowedLayers(defaultLayers)
    private static let defaultPatterns = LayerDependenciesRule.layerPatterns(defaultModuleLayers)

    package init() {}

    package static var fields: [OptionField<Options>] {
      [
        .stringList(
          "layers", \.layers,
          "each layer and the layers it may depend on, as 'Layer: Allowed, Allowed' ('Domain:' allows none)"),
        .stringList(
          "module_layers", \.moduleLayers,
          "which modules belong to which layer, as 'pattern: Layer'; '*' matches any prefix or suffix, first match wins"
        ),
      ]
    }
  }

  package static let description = RuleDescription(
    id: "layer_dependencies",
    summary: "a module depends on a layer its own layer may not depend on",
    rationale: """
      In a clean architecture the Presentation layer depends only on Domain (its use cases and \
      entities), Data implements Domain's repository protocols, and Domain depends on nothing. When \
      Presentation imports Data, view models reach past the use cases into repositories and network \
      code, and the layers can no longer be built, tested or replaced separately. The rule reads the \
      layer of each module from its name (a module called or ending in 'Presentation', 'Domain' or \
      'Data', configurable with 'module_layers') and checks both the target dependencies in \
      Package.swift and each file's imports against the allowed directions ('layers'). Test targets \
      and modules outside the layers, such as the app that wires everything together, are not checked.
      """,
    sources: [
      PlaybookReference(
        .cleanLayers, "the Presentation layer depends only on the Domain layer to fetch data via use cases"),
      PlaybookReference(.observableRouter, "Data flow: View -> ViewModel -> Use Case -> Repository"),
    ],
    family: .layers,
    isOptIn: true,
    examples: [
      .flagged(
        """
        import Foundation
        import HomeDomain
        import ↓HomeData

        @MainActor
        final class HomeViewModel {}
        """,
        path: "Sources/HomePresentation/HomeViewModel.swift"),
      .flagged(
        """
        import Foundation
        import ↓Presentation

        protocol GetCharactersUseCase {}
        """,
        path: "Sources/Domain/GetCharactersUseCase.swift",
        note: "Domain depends on no other layer"),
      .flagged(
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
          name: "Presentation",
          targets: [
            .target(
              name: "Presentation",
              dependencies: [.product(name: "Domain", package: "Domain"), ↓.product(name: "Data", package: "Data")]
            ),
            .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Data"]),
          ]
        )
        """,
        path: "Presentation/Package.swift"),
      .clean(
        """
        import CoreData
        import Domain
        import SwiftData
        import SwiftUI
        """,
        path: "Sources/Presentation/CharacterListView.swift",
        note: "Apple frameworks whose names end in 'Data' are not the Data layer"),
      .clean(
        """
        import Domain
        import Foundation

        final class CharacterRepositoryImpl: CharacterRepository {}
        """,
        path: "Sources/Data/CharacterRepositoryImpl.swift"),
      .clean(
        """
        @testable import Data
        import Presentation
        import Testing
        """,
        path: "Tests/PresentationTests/CharacterListViewModelTests.swift",
        note: "tests may reach any layer to build fakes"),
      .clean(
        """
        import Data
        import Domain
        import Presentation
        import SwiftUI

        @main
        struct RickAndMortyApp: App {
          var body: some Scene { WindowGroup { Text("") } }
        }
        """,
        path: "Sources/RickAndMortyApp/RickAndMortyApp.swift",
        note: "the app module is the composition root and belongs to no layer"),
      .clean(
        """
        import PackageDescription

        let package = Package(
          name: "Data",
          targets: [
            .target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")]),
            .testTarget(name: "DataTests", dependencies: ["Data", "Presentation"]),
          ]
        )
        """,
        path: "Data/Package.swift"),
      .clean(
        """
        import Shared
        import Data
        """,
        path: "Sources/HomePresentation/HomeView.swift",
        options: #"{"layers": ["Presentation: Domain, Data"]}"#,
        note: "a team may allow more directions"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.sourceFile, .importDecl]

  private var allowed: [String: Set<String>] { options.allowed }
  private var patterns: [(pattern: String, layer: String)] { options.patterns }

  /// Apple frameworks whose names fit the default patterns but belong to no layer.
  static let platformModules: Set<String> = ["CoreData", "SwiftData"]

  fileprivate static func allowedLayers(_ layers: [String]) -> [String: Set<String>] {
    var allowed: [String: Set<String>] = [:]
    for entry in layers {
      let (layer, rest) = split(entry)
      guard !layer.isEmpty else { continue }
      let names = rest.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
      allowed[layer, default: []].formUnion(names)
    }
    return allowed
  }

  fileprivate static func layerPatterns(_ moduleLayers: [String]) -> [(pattern: String, layer: String)] {
    moduleLayers.map(split).filter { !$0.0.isEmpty && !$0.1.isEmpty }.map { (pattern: $0.0, layer: $0.1) }
  }

  package func visit(_ node: Syntax) {
    if let importDecl = ImportDeclSyntax(node) {
      checkImport(importDecl)
    } else if node.kind == .sourceFile,
      context.path == "Package.swift" || context.path.hasSuffix("/Package.swift")
    {
      checkManifest()
    }
  }

  private func checkImport(_ importDecl: ImportDeclSyntax) {
    guard !context.isTestFile, let module = context.module, let layer = layer(of: module),
      let permitted = allowed[layer], let imported = importDecl.path.first?.name.text, imported != module,
      let importedLayer = self.layer(of: imported), importedLayer != layer, !permitted.contains(importedLayer)
    else { return }
    context.report(
      "\(rule(for: layer, permitted)): remove the import of '\(imported)' (layer '\(importedLayer)')",
      at: importDecl.path)
  }

  private func checkManifest() {
    let manifest = PackageManifestReader.read(tree: context.tree)
    for target in manifest.targets where [.regular, .executable].contains(target.kind) {
      guard let layer = layer(of: target.name), let permitted = allowed[layer] else { continue }
      for (dependency, span) in zip(target.dependencies, target.dependencySpans) {
        guard dependency != target.name, let dependencyLayer = self.layer(of: dependency), dependencyLayer != layer,
          !permitted.contains(dependencyLayer)
        else { continue }
        context.report(
          "\(rule(for: layer, permitted)): remove the dependency of '\(target.name)' on '\(dependency)' (layer '\(dependencyLayer)')",
          from: AbsolutePosition(utf8Offset: span.lowerBound), to: AbsolutePosition(utf8Offset: span.upperBound))
      }
    }
  }

  private func rule(for layer: String, _ permitted: Set<String>) -> String {
    permitted.isEmpty
      ? "layer '\(layer)' may depend on no other layer"
      : "layer '\(layer)' may depend only on \(permitted.sorted().map { "'\($0)'" }.joined(separator: ", "))"
  }

  /// The layer of a module: the first pattern it matches.
  func layer(of module: String) -> String? {
    for (pattern, layer) in patterns {
      let leading = pattern.hasPrefix("*")
      let trailing = pattern.hasSuffix("*") && pattern.count > 1
      let core = String(pattern.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0))
      let matches: Bool =
        switch (leading, trailing) {
        case (false, false): module == core
        case (true, false): module.hasSuffix(core)
        case (false, true): module.hasPrefix(core)
        case (true, true): module.contains(core)
        }
      guard matches else { continue }
      if leading || trailing, Self.platformModules.contains(module) { return nil }
      return layer
    }
    return nil
  }

  /// `"Presentation: Domain, Data"` → `("Presentation", "Domain, Data")`.
  private static func split(_ entry: String) -> (String, String) {
    let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let head = parts.first.map { Substring($0).trimmingSpaces } ?? ""
    let tail = parts.count > 1 ? Substring(parts[1]).trimmingSpaces : ""
    return (head, tail)
  }
}
