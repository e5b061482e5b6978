import SwiftParser
import SwiftSyntax

/// What a `Package.swift` declares, read with SwiftParser rather than by running SwiftPM, so a
/// check never executes a project's code.
package struct PackageManifest: Sendable, Hashable, Codable {
  package struct Target: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Codable { case regular, executable, test, macro, plugin, binary, system }
    package var name: String
    package var kind: Kind
    /// The `path:` argument, or `nil` for the conventional `Sources/<name>` / `Tests/<name>`.
    package var path: String?
    /// The `sources:` argument: files and folders, relative to the target's folder, that are its
    /// only sources; `nil` when every file of the folder is.
    package var sources: [String]?
    /// The `exclude:` argument: files and folders, relative to the target's folder, it does not compile.
    package var exclude: [String] = []
    /// Whether `swiftSettings:` holds `.defaultIsolation(MainActor.self)`: the target's code is
    /// isolated to the main actor unless it says otherwise.
    package var isMainActorByDefault = false
    /// Names of targets and products this target depends on.
    package var dependencies: [String]
    /// The UTF-8 byte ranges of the entries of `dependencies` in the manifest, in the same order,
    /// so a finding can point at the dependency itself.
    package var dependencySpans: [Range<Int>]
    /// 1-based line of the target's declaration, for findings.
    package var line: Int

    package init(
      name: String, kind: Kind, path: String? = nil, dependencies: [String] = [], dependencySpans: [Range<Int>] = [],
      line: Int = 1
    ) {
      self.name = name
      self.kind = kind
      self.path = path
      self.dependencies = dependencies
      self.dependencySpans = dependencySpans
      self.line = line
    }

    /// The folder holding the target's sources, relative to the package root.
    package var sourceFolder: String {
      path ?? (kind == .test ? "Tests/\(name)" : (kind == .plugin ? "Plugins/\(name)" : "Sources/\(name)"))
    }
  }

  package var name: String?
  package var targets: [Target]
  /// `platforms:` entries, e.g. `["iOS": "17.0"]`.
  package var platforms: [String: String]
  /// The `path:` of each local package dependency (`.package(path: "../Core")`), as written:
  /// relative to the package root, or absolute.
  package var localDependencyPaths: [String] = []

  package init(name: String? = nil, targets: [Target] = [], platforms: [String: String] = [:]) {
    self.name = name
    self.targets = targets
    self.platforms = platforms
  }
}

/// Reads `PackageManifest`s from manifest source text.
package enum PackageManifestReader {
  /// Parses manifest text; declarations it cannot understand statically are skipped.
  package static func read(source: String) -> PackageManifest {
    read(tree: Parser.parse(source: source))
  }

  /// Reads a manifest that is already parsed, such as the tree a rule is given for `Package.swift`.
  package static func read(tree: SourceFileSyntax) -> PackageManifest {
    let converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
    let visitor = ManifestVisitor(converter: converter, constants: topLevelConstants(of: tree))
    visitor.walk(tree)
    var manifest = visitor.manifest
    if appliesMainActorIsolationToEveryTarget(tree) {
      for index in manifest.targets.indices { manifest.targets[index].isMainActorByDefault = true }
    }
    return manifest
  }

  /// The manifest's top-level `let`/`var` values by name: manifests often build settings once
  /// (`let settings: [SwiftSetting] = [...]`) and hand the name to every target.
  static func topLevelConstants(of tree: SourceFileSyntax) -> [String: ExprSyntax] {
    var constants: [String: ExprSyntax] = [:]
    for item in tree.statements {
      guard let variable = VariableDeclSyntax(item.item) else { continue }
      for binding in variable.bindings {
        if let name = IdentifierPatternSyntax(binding.pattern)?.identifier.text, let value = binding.initializer?.value
        {
          constants[name] = value
        }
      }
    }
    return constants
  }

  /// `for target in package.targets { … .defaultIsolation(MainActor.self) … }`: a loop at the end of
  /// a manifest that gives every target the setting.
  static func appliesMainActorIsolationToEveryTarget(_ tree: SourceFileSyntax) -> Bool {
    tree.statements.contains { item in
      guard let loop = ForStmtSyntax(item.item), loop.sequence.trimmedDescription.hasSuffix("targets") else {
        return false
      }
      return loop.body.tokens(viewMode: .sourceAccurate).contains { token in
        token.text == "defaultIsolation"
          && token.parent?.parent.flatMap { $0.parent.flatMap(FunctionCallExprSyntax.init) }.map(isMainActorIsolation)
            == true
      }
    }
  }

  /// `.defaultIsolation(MainActor.self)`, and not `.defaultIsolation(nil)`.
  static func isMainActorIsolation(_ call: FunctionCallExprSyntax) -> Bool {
    call.calledName == "defaultIsolation" && call.arguments.first?.expression.trimmedDescription == "MainActor.self"
  }
}

private final class ManifestVisitor: SyntaxVisitor {
  var manifest = PackageManifest()
  let converter: SourceLocationConverter
  /// Top-level values a target's arguments may name.
  let constants: [String: ExprSyntax]

  init(converter: SourceLocationConverter, constants: [String: ExprSyntax]) {
    self.converter = converter
    self.constants = constants
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let called = node.calledName else { return .visitChildren }
    let kinds: [String: PackageManifest.Target.Kind] = [
      "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
      "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]
    if called == "Package", let name = stringArgument(node, "name") {
      manifest.name = name
    }
    if let kind = kinds[called], node.calledExpression.kind == .memberAccessExpr,
      let name = stringArgument(node, "name")
    {
      var dependencies: [String] = []
      var spans: [Range<Int>] = []
      if let list = argument(node, "dependencies")?.as(ArrayExprSyntax.self) {
        for element in list.elements {
          guard let dependency = dependencyName(element.expression) else { continue }
          dependencies.append(dependency)
          let expression = element.expression
          spans.append(
            expression.positionAfterSkippingLeadingTrivia
              .utf8Offset..<expression.endPositionBeforeTrailingTrivia
              .utf8Offset)
        }
      }
      let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
      manifest.targets.append(
        .init(
          name: name, kind: kind, path: stringArgument(node, "path"), dependencies: dependencies,
          dependencySpans: spans, line: line))
      manifest.targets[manifest.targets.count - 1].sources = stringList(node, "sources")
      manifest.targets[manifest.targets.count - 1].exclude = stringList(node, "exclude") ?? []
      manifest.targets[manifest.targets.count - 1].isMainActorByDefault = defaultsToMainActor(node)
      // A target's arguments hold no targets; `.target(name:)` inside `dependencies:` is a
      // reference, not a declaration.
      return .skipChildren
    }
    if called == "package", node.calledExpression.kind == .memberAccessExpr, let path = stringArgument(node, "path") {
      manifest.localDependencyPaths.append(path)
      return .skipChildren
    }
    if called == "Package", let platforms = argument(node, "platforms")?.as(ArrayExprSyntax.self) {
      for element in platforms.elements {
        guard let call = FunctionCallExprSyntax(element.expression), let platform = call.calledName,
          let version = call.arguments.first?.expression
        else { continue }
        manifest.platforms[platform] = versionText(version)
      }
    }
    return .visitChildren
  }

  private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  private func stringArgument(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
    argument(call, label).flatMap(stringValue)
  }

  /// Whether the target's `swiftSettings:` hold `.defaultIsolation(MainActor.self)`, written in
  /// place or through top-level constants joined with `+`.
  private func defaultsToMainActor(_ call: FunctionCallExprSyntax) -> Bool {
    argument(call, "swiftSettings").map { holdsMainActorIsolation($0, depth: 0) } ?? false
  }

  private func holdsMainActorIsolation(_ expression: ExprSyntax, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    if let list = ArrayExprSyntax(expression) {
      return list.elements.contains { holdsMainActorIsolation($0.expression, depth: depth + 1) }
    }
    if let sequence = SequenceExprSyntax(expression) {
      return sequence.elements.contains { holdsMainActorIsolation($0, depth: depth + 1) }
    }
    if let reference = DeclReferenceExprSyntax(expression), let value = constants[reference.baseName.text] {
      return holdsMainActorIsolation(value, depth: depth + 1)
    }
    if let setting = FunctionCallExprSyntax(expression) {
      return PackageManifestReader.isMainActorIsolation(setting)
    }
    return false
  }

  /// A literal array of string literals; `nil` when absent or not written literally.
  private func stringList(_ call: FunctionCallExprSyntax, _ label: String) -> [String]? {
    guard let list = argument(call, label)?.as(ArrayExprSyntax.self) else { return nil }
    return list.elements.compactMap { stringValue($0.expression) }
  }

  private func stringValue(_ expression: ExprSyntax) -> String? {
    guard let literal = StringLiteralExprSyntax(expression), literal.segments.count == 1,
      case .stringSegment(let segment) = literal.segments.first
    else { return nil }
    return segment.content.text
  }

  /// `"Domain"`, `.target(name: "Domain")`, `.product(name: "Domain", package: "Domain")`,
  /// `.byName(name: "Domain")`; `nil` for anything not written literally.
  private func dependencyName(_ expression: ExprSyntax) -> String? {
    if let name = stringValue(expression) { return name }
    if let call = FunctionCallExprSyntax(expression) {
      if let name = stringArgument(call, "name") { return name }
      if let first = call.arguments.first?.expression, let name = stringValue(first) { return name }
    }
    return nil
  }

  /// `.v17` → `17`, `.v17_2` → `17.2`, `"17.0"` → `17.0`, `.iOS("17.0")` handled by the caller.
  private func versionText(_ expression: ExprSyntax) -> String {
    if let text = stringValue(expression) { return text }
    if let member = MemberAccessExprSyntax(expression) {
      let name = member.declName.baseName.text
      return name.hasPrefix("v") ? String(name.dropFirst()).replacingOccurrences("_", with: ".") : name
    }
    return expression.trimmedDescription
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
