import Foundation
import SwiftParser
import SwiftSyntax

/// The route enum case a screen is reached by: its name and the values it carries, `orderDetail(id: Int)`.
///
/// Every value is labelled, since the label names it everywhere it travels: the arm's `let` binding, the use case's
/// stored property and the deep link's `:parameter`.
package struct RouteCase: Sendable, Hashable {
  /// One associated value: `id: Int`.
  package struct Value: Sendable, Hashable {
    package var label: String
    package var type: String
  }

  package var name: String
  package var values: [Value]

  package init(name: String, values: [Value] = []) {
    self.name = name
    self.values = values
  }

  /// Parses `orderDetail`, `orderDetail(id: Int)` or `orderDetail(id: Int, tab: String)`.
  ///
  /// - Throws: `GeneratorError.invalidName` for a case name that is no lowercase identifier, a value without a
  ///   label, or text that is not one enum case.
  package init(parsing raw: String) throws(GeneratorError) {
    let text = raw.trimmingCharacters(in: .whitespaces)
    let head = String(text.prefix { $0 != "(" })
    try RouteWiring.validateCaseName(head.trimmingCharacters(in: .whitespaces))
    let tree = Parser.parse(source: "enum Route {\n  case \(text)\n}\n")
    let elements =
      tree.statements.first?.item.as(EnumDeclSyntax.self)?.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements) ?? []
    guard !tree.hasError, elements.count == 1, let element = elements.first, element.rawValue == nil else {
      throw .invalidName(raw, reason: "a route case is written 'name' or 'name(label: Type, …)'")
    }
    var values: [Value] = []
    for parameter in element.parameterClause?.parameters ?? [] {
      guard let label = parameter.firstName, label.tokenKind != .wildcard, parameter.defaultValue == nil else {
        throw .invalidName(
          raw, reason: "each value needs a label, which names it in the arm, the use case and the deep link")
      }
      values.append(Value(label: label.text, type: parameter.type.trimmedDescription))
    }
    if element.parameterClause != nil, values.isEmpty {
      throw .invalidName(raw, reason: "write a case without values without parentheses")
    }
    let labels = values.map(\.label)
    if Set(labels).count != labels.count {
      throw .invalidName(raw, reason: "two values share a label")
    }
    self.init(name: head.trimmingCharacters(in: .whitespaces), values: values)
  }

  /// The declaration after `case`: `orderDetail(id: Int)`.
  package var declaration: String {
    values.isEmpty ? name : name + "(" + values.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
  }

  /// The arm's pattern, binding each value to its label: `.orderDetail(let id)`.
  package var pattern: String {
    values.isEmpty ? "." + name : ".\(name)(" + values.map { "let \($0.label)" }.joined(separator: ", ") + ")"
  }

  /// The arguments that pass the bound values on by label: `id: id`.
  package var forwardedArguments: String {
    values.map { "\($0.label): \($0.label)" }.joined(separator: ", ")
  }
}
