import SwiftSyntax

/// A forbidden call as a declarative rule writes it (`URLSession.shared`, `print`): the dotted
/// names a call's callee starts with. `URLSession.shared.dataTask(with:)` matches
/// `URLSession.shared`; so would the `.resume()` chained after it, so only the innermost call
/// that spells the whole pattern is reported.
struct DeclarativeCallPattern: Sendable, Hashable {
  let components: [String]

  init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else {
      return nil
    }
    components = parts
  }

  /// Whether `call` is the innermost call whose callee starts with the pattern.
  func matches(_ call: FunctionCallExprSyntax) -> Bool {
    var names: [String] = []
    var innerCallLengths: [Int] = []
    guard Self.collect(call.calledExpression, into: &names, calls: &innerCallLengths) else { return false }
    if names.first == "self" { names.removeFirst(); innerCallLengths = innerCallLengths.map { $0 - 1 } }
    guard names.count >= components.count, Array(names.prefix(components.count)) == components else { return false }
    // A call inside the callee that already spells the whole pattern is the one reported.
    return innerCallLengths.allSatisfy { $0 < components.count }
  }

  /// The names of a callee chain, outermost last; `calls` gets the chain's length at each call
  /// inside it. Returns `false` for callees that are not a chain of names.
  private static func collect(_ expression: ExprSyntax, into names: inout [String], calls: inout [Int]) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      names.append(reference.baseName.text)
      return true
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base, collect(base, into: &names, calls: &calls) else { return false }
      names.append(member.declName.baseName.text)
      return true
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard collect(call.calledExpression, into: &names, calls: &calls) else { return false }
      calls.append(names.count)
      return true
    }
    if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
      return collect(specialization.expression, into: &names, calls: &calls)
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return collect(optional.expression, into: &names, calls: &calls)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return collect(forced.expression, into: &names, calls: &calls)
    }
    return false
  }
}
