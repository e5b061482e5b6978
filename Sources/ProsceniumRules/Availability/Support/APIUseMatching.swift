import ProsceniumSyntax
import SwiftSyntax

/// Telling apart the forms of one API name whose releases differ (`onChange(of:perform:)` of
/// iOS 14 and `onChange(of:initial:_:)` of iOS 17, `.buttonStyle(.plain)` and `.buttonStyle(.glass)`).
extension APIAvailability {
  /// Whether `call` (on `receiver`, for member calls) is the form of the API this entry covers.
  func matches(call: FunctionCallExprSyntax, receiver: ExprSyntax?) -> Bool {
    switch match {
    case .any:
      return true
    case .label(let label):
      return call.arguments.contains { $0.label?.text == label }
    case .memberArgument(let members):
      return call.arguments.contains { argument in
        guard let member = MemberAccessExprSyntax(argument.expression), member.base == nil else { return false }
        return members.contains(member.declName.baseName.text)
      }
    case .receiver(let type):
      return receiver.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == type
    case .metatypeArgument:
      return false
    case .closure:
      return call.trailingClosure != nil || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
    case .noFocusChangeAction:
      return call.trailingClosure == nil
        && !call.arguments.contains { $0.label?.text == "onFocusChange" || $0.expression.is(ClosureExprSyntax.self) }
    case .onChangeWithOldAndNewValue:
      return Self.isNewOnChange(call)
    }
  }

  /// Whether `attribute` is the form of the API this entry covers.
  func matches(attribute: AttributeSyntax) -> Bool {
    switch match {
    case .metatypeArgument:
      guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first,
        let member = MemberAccessExprSyntax(first.expression)
      else { return false }
      return member.declName.baseName.text == "self"
    case .any:
      return true
    default:
      return false
    }
  }

  /// `onChange(of:initial:_:)` (iOS 17) rather than `onChange(of:perform:)` (iOS 14).
  private static func isNewOnChange(_ call: FunctionCallExprSyntax) -> Bool {
    guard call.arguments.first?.label?.text == "of" else { return false }
    let labels = call.arguments.dropFirst().map { $0.label?.text }
    if labels.contains("initial") { return true }
    if labels.contains("perform") { return false }
    let closure =
      call.trailingClosure
      ?? call.arguments.dropFirst().last(where: { $0.label == nil })?.expression.as(ClosureExprSyntax.self)
    guard let closure else {
      // An unlabelled action that is not a closure literal (a function reference) is the new form.
      return call.arguments.dropFirst().contains { $0.label == nil }
    }
    if let parameters = closure.signature?.parameterClause {
      switch parameters {
      case .simpleInput(let list): return list.count != 1
      case .parameterClause(let clause): return clause.parameters.count != 1
      @unknown default: return false
      }
    }
    // No parameter list: `$1` means two parameters; no `$0` means none (the old form needs one).
    var usesFirst = false
    for token in closure.statements.tokens(viewMode: .sourceAccurate) {
      if case .dollarIdentifier(let name) = token.tokenKind {
        if name == "$1" { return true }
        if name == "$0" { usesFirst = true }
      }
    }
    return !usesFirst
  }

  /// A receiver named `backport` (`view.backport.glassEffect()`) is a project's own shim.
  static func isBackport(_ base: ExprSyntax?) -> Bool {
    guard let base else { return false }
    let name =
      DeclReferenceExprSyntax(base)?.baseName.text
      ?? MemberAccessExprSyntax(base)?.declName.baseName.text
    return name?.lowercased() == "backport"
  }
}
