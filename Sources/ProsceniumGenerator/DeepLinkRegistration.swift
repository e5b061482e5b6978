import Foundation
import ProsceniumSyntax
import SwiftParser
import SwiftSyntax

/// Adds a route's deep link to the project's `DeepLinks<Route>` table, when it has one: a `register` call after the
/// table's last one, with the same receiver and indentation, whose pattern carries each of the case's values as a
/// `:parameter` and whose `reverse` gives them back, so the link opens the screen and the screen can be shared.
///
/// ```swift
/// links.register("/order-detail/:id") { parameters in
///   [.orderDetail(id: try parameters.int("id"))]
/// } reverse: { route in
///   guard case .orderDetail(let id) = route else { return nil }
///   return ["id": String(id)]
/// }
/// ```
struct DeepLinkRegistration {
  let enumName: String
  let routeCase: RouteCase
  /// The enum's existing case names, which tell the table's registrations from other `register` calls.
  let caseNames: Set<String>

  /// The outcome for one project: an insertion, a reason to leave the table alone, or no table at all.
  enum Outcome {
    case insert(path: String, edit: TextEdit)
    case skipped(String)
    case noTable
  }

  /// The accessor of `DeepLinkParameters` that reads a value of each type a link can carry.
  static func accessor(for type: String, label: String) -> String? {
    switch type {
    case "Int": "parameters.int(\"\(label)\")"
    case "String": "parameters.string(\"\(label)\")"
    case "Double", "Float", "Bool", "Int64", "Int32", "UInt", "UInt64":
      "parameters.value(\"\(label)\", as: \(type).self)"
    default: nil
    }
  }

  /// The link's path: `/order-detail/:id`.
  var pattern: String {
    "/" + Self.kebab(routeCase.name) + routeCase.values.map { "/:" + $0.label }.joined()
  }

  func plan(sources: [String: String], trees: [String: SourceFileSyntax]) -> Outcome {
    var calls: [(path: String, call: FunctionCallExprSyntax)] = []
    var patterns: Set<String> = []
    for (path, text) in sources.sorted(by: { $0.key < $1.key }) where text.contains("DeepLinks<\(enumName)>") {
      guard let tree = trees[path] else { continue }
      let finder = RegisterCallFinder(caseNames: caseNames)
      finder.walk(tree)
      calls += finder.calls.map { (path, $0) }
      patterns.formUnion(finder.patterns)
    }
    guard let (path, last) = calls.last else { return .noTable }
    if patterns.contains(pattern) {
      return .skipped(
        "the deep link table already registers '\(pattern)'; the link for '.\(routeCase.name)' was not added")
    }
    var reads: [String] = []
    for value in routeCase.values {
      guard let read = Self.accessor(for: value.type, label: value.label) else {
        return .skipped(
          "a deep link cannot carry '\(value.label): \(value.type)' (Int, String, Double, Bool…); register "
            + "'.\(routeCase.name)' in the deep link table by hand")
      }
      reads.append("\(value.label): try \(read)")
    }
    guard let member = last.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      let text = sources[path]
    else { return .noTable }
    let indent = RouteWiring.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
    let unit = RouteWiring.indentUnit(in: text)
    let route =
      routeCase.values.isEmpty ? "." + routeCase.name : ".\(routeCase.name)(" + reads.joined(separator: ", ") + ")"
    let binding = routeCase.values.isEmpty ? "." + routeCase.name : routeCase.pattern
    let parameters = routeCase.values.map { value in
      "\"\(value.label)\": " + (value.type == "String" ? value.label : "String(\(value.label))")
    }.joined(separator: ", ")
    let lines = [
      "\(base.trimmedDescription).register(\"\(pattern)\") { \(routeCase.values.isEmpty ? "_" : "parameters") in",
      "\(unit)[\(route)]",
      "} reverse: { route in",
      "\(unit)guard case \(binding) = route else { return nil }",
      "\(unit)return [\(parameters.isEmpty ? ":" : parameters)]",
      "}",
    ]
    let insertion = lines.map { "\n" + indent + $0 }.joined()
    return .insert(path: path, edit: .insert(insertion, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
  }

  /// `orderDetail` → `order-detail`, the usual spelling of a URL path segment.
  static func kebab(_ name: String) -> String {
    var output = ""
    for character in name {
      if character.isUppercase, !output.isEmpty { output += "-" }
      output += character.lowercased()
    }
    return output
  }
}

/// Finds the `register("/path", …)` statements whose closures build routes of the enum (they name one of its cases).
private final class RegisterCallFinder: SyntaxVisitor {
  let caseNames: Set<String>
  var calls: [FunctionCallExprSyntax] = []
  var patterns: Set<String> = []

  init(caseNames: Set<String>) {
    self.caseNames = caseNames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
      member.declName.baseName.text == "register",
      let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
      let path = literal.representedLiteralValue, path.hasPrefix("/"),
      node.parent?.is(CodeBlockItemSyntax.self) == true
    else { return .visitChildren }
    let namesACase = node.tokens(viewMode: .sourceAccurate).contains { caseNames.contains($0.text) }
    if caseNames.isEmpty || namesACase {
      calls.append(node)
      patterns.insert(path)
    }
    return .skipChildren
  }
}
