import ProsceniumSyntax
import SwiftSyntax

/// Gathers a file's `FileFacts` during the engine's single walk: it is fed the same nodes as the
/// rules, so indexing costs no extra pass over the tree.
final class IndexCollector {
  static let visitedKinds: Set<SyntaxKind> = [
    .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .importDecl,
  ]

  private(set) var facts: FileFacts

  init(path: String, module: String?, isTestFile: Bool) {
    facts = FileFacts(path: path, module: module, isTestFile: isTestFile)
  }

  func visit(_ node: Syntax) {
    if let importDecl = ImportDeclSyntax(node) {
      if let first = importDecl.path.first { facts.imports.append(first.name.text) }
      return
    }
    guard let group = node.asDeclGroup, let name = group.typeName else { return }
    let kind: TypeFacts.Kind =
      switch node.kind {
      case .structDecl: .struct
      case .classDecl: .class
      case .enumDecl: .enum
      case .actorDecl: .actor
      case .protocolDecl: .protocol
      default: .extension
      }
    var propertyTypes: [String] = []
    var parameterTypes: [String] = []
    for member in group.memberBlock.members {
      if let variable = VariableDeclSyntax(member.decl), !variable.isStatic {
        let attributes = variable.attributes.names
        if attributes.contains("Environment") || attributes.contains("EnvironmentObject") { continue }
        for binding in variable.bindings {
          if let type = binding.typeAnnotation?.type {
            propertyTypes.append(type.baseTypeName)
          } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let called = call.calledName,
            called.startsUppercase
          {
            propertyTypes.append(called)
          }
        }
      } else if let initializer = InitializerDeclSyntax(member.decl) {
        parameterTypes += initializer.signature.parameterClause.parameters.map { $0.type.baseTypeName }
      }
    }
    facts.types.append(
      TypeFacts(
        name: name, kind: kind, attributes: group.attributes.names, modifiers: group.modifiers.map(\.name.text),
        inheritedTypes: group.inheritanceClause.typeNames, propertyTypes: propertyTypes,
        parameterTypes: parameterTypes, path: facts.path, module: facts.module))
  }

  /// Whether the walk should hand tokens to `visit(token:)`: only test files record the names
  /// they mention, during the same walk as everything else.
  var collectsTokens: Bool { facts.isTestFile }

  /// Records a capitalised identifier a test file mentions.
  func visit(token: TokenSyntax) {
    guard case .identifier(let text) = token.tokenKind, let first = text.utf8.first else { return }
    if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || (first >= 0x80 && text.startsUppercase) {
      facts.mentionedNames.insert(text)
    }
  }
}
