import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The checker's public declarations are `ProsceniumRuleKit`'s stable surface and nothing more:
/// everything else has `package` access. These tests fail when a `public` or `open` declaration
/// appears or disappears in a checker module, so a change to the surface is a decision (update
/// `PublicSurface.txt` with `PROSCENIUM_UPDATE_DOCS=1 swift test --filter PublicSurfaceTests`),
/// never a side effect.
@Suite struct PublicSurfaceTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let listPath = "Tests/ProsceniumRuleKitTests/PublicSurface.txt"
  /// The tool's modules; the runtime (`Proscenium`, `ProsceniumTesting`) is a product of its own.
  static let modules = [
    "ProsceniumSyntax", "ProsceniumCheck", "ProsceniumRules", "ProsceniumGenerator", "ProsceniumCLI",
    "ProsceniumRuleKit",
  ]

  /// One line per public declaration: `Module: Type.member`, sorted; read once for both tests.
  static let surface = Result { try readSurface() }

  static func readSurface() throws -> [String] {
    var lines: [String] = []
    for module in modules {
      let folder = repositoryRoot.appendingPathComponent("Sources/\(module)")
      let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      for file in files {
        let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
        let collector = PublicDeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        lines += collector.names.map { "\(module): \($0)" }
      }
    }
    return lines.sorted()
  }

  @Test func theCheckersPublicDeclarationsAreTheListedOnes() throws {
    let current = try Self.surface.get().joined(separator: "\n") + "\n"
    let listURL = Self.repositoryRoot.appendingPathComponent(Self.listPath)
    if ProcessInfo.processInfo.environment["PROSCENIUM_UPDATE_DOCS"] == "1" {
      try current.write(to: listURL, atomically: true, encoding: .utf8)
    }
    let listed = try String(contentsOf: listURL, encoding: .utf8)
    let added = Set(current.split(separator: "\n")).subtracting(listed.split(separator: "\n")).sorted()
    let removed = Set(listed.split(separator: "\n")).subtracting(current.split(separator: "\n")).sorted()
    #expect(
      added.isEmpty && removed.isEmpty,
      """
      the public surface changed (give it 'package' access unless a team's rule needs it, then run \
      PROSCENIUM_UPDATE_DOCS=1 swift test --filter PublicSurfaceTests): added \(added), removed \(removed)
      """)
  }

  /// A public type of the checker that RuleKit does not export is unreachable for a team's rule
  /// (their package imports RuleKit only), so it should not be public at all.
  @Test func everyPublicCheckerTypeIsExportedByRuleKit() throws {
    let exports = try String(
      contentsOf: Self.repositoryRoot.appendingPathComponent("Sources/ProsceniumRuleKit/Exports.swift"), encoding: .utf8
    )
    let exported = Set(
      exports.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("@_exported import ") else { return nil }
        return line.split(separator: ".").last.map(String.init)
      })
    let topLevelTypes = try Self.surface.get().compactMap { line -> String? in
      guard !line.hasPrefix("ProsceniumRuleKit:") else { return nil }
      let name = line.split(separator: " ").last.map(String.init) ?? ""
      let isType = ["struct ", "enum ", "class ", "protocol ", "actor "].contains { line.contains(": \($0)") }
      return isType && !name.contains(".") ? name : nil
    }
    let unexported = topLevelTypes.filter { !exported.contains($0) }
    #expect(unexported.isEmpty, "public but not exported by Sources/ProsceniumRuleKit/Exports.swift: \(unexported)")
  }
}

/// Collects the `public` and `open` declarations of one file, named with their enclosing types.
private final class PublicDeclarationCollector: SyntaxVisitor {
  private(set) var names: [String] = []
  private var scopes: [String] = []

  private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { ["public", "open"].contains($0.name.text) && $0.detail == nil }
  }

  private func record(_ kind: String, _ name: String, _ modifiers: DeclModifierListSyntax) {
    guard isPublic(modifiers) else { return }
    let qualified = (scopes + [name]).joined(separator: ".")
    names.append(scopes.isEmpty ? "\(kind) \(qualified)" : "\(qualified) (\(kind))")
  }

  private func enter(_ kind: String, _ name: String, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
    record(kind, name, modifiers)
    scopes.append(name)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("struct", node.name.text, node.modifiers)
  }
  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("enum", node.name.text, node.modifiers)
  }
  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("class", node.name.text, node.modifiers)
  }
  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("actor", node.name.text, node.modifiers)
  }
  override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter("protocol", node.name.text, node.modifiers)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
    record("func", "\(node.name.text)(\(labels))", node.modifiers)
    return .skipChildren
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
    record("init", "init\(node.optionalMark?.text ?? "")(\(labels))", node.modifiers)
    return .skipChildren
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      record(node.bindingSpecifier.text, binding.pattern.trimmedDescription, node.modifiers)
    }
    return .skipChildren
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    record("subscript", "subscript\(node.parameterClause.trimmedDescription)", node.modifiers)
    return .skipChildren
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    record("typealias", node.name.text, node.modifiers)
    return .skipChildren
  }
}
