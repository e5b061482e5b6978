import SwiftSyntax

/// One reading of a function call's callee, taken once per call and shared by every rule that
/// visits calls.
///
/// About fifteen rules look at every call of a file, and most turn it down by the name it calls.
/// Each child access, cast and `text` of the toolchain's SwiftSyntax runs through unspecialised
/// generic code, hundreds of instructions a time; asked again by each rule, the same few reads
/// of the same call were a large share of a check. The engine hands every rule the same reading
/// of a call (`RuleContext.reading(ofCall:)`), so they are paid once.
package final class CallReading {
  package let call: FunctionCallExprSyntax
  /// `calledExpression`.
  package let callee: ExprSyntax
  /// The callee when it is a plain name: `print` in `print(x)`, `Button` in `Button {}`.
  package let reference: DeclReferenceExprSyntax?
  /// The callee when it is a member access: `view.padding` in `view.padding()`.
  package let member: MemberAccessExprSyntax?
  /// The name the callee ends with, the reference's or the member's; `nil` for other callees
  /// (`makeView<T>()`, `closure!()`, `(f)()`).
  package let name: String?

  package init(_ call: FunctionCallExprSyntax) {
    self.call = call
    let callee = call.calledExpression
    self.callee = callee
    // Kind comparisons first: a failing concrete cast still costs a conversion.
    switch callee.kind {
    case .declReferenceExpr:
      let reference = DeclReferenceExprSyntax(callee)
      self.reference = reference
      member = nil
      name = reference?.baseName.text
    case .memberAccessExpr:
      let member = MemberAccessExprSyntax(callee)
      reference = nil
      self.member = member
      name = member?.declName.baseName.text
    default:
      reference = nil
      member = nil
      name = nil
    }
  }

  /// The base of `member`: `view` in `view.padding()`; `nil` for `.padding()` and other callees.
  package private(set) lazy var base: ExprSyntax? = member?.base

  /// The base's name when the base is a plain name: `Font` in `Font.system(size: 12)`.
  package private(set) lazy var baseName: String? = base.flatMap { DeclReferenceExprSyntax($0) }?.baseName.text

  /// The capitalised name a view initialiser call uses: `Button {}` and `SwiftUI.Button {}` →
  /// `Button`; `nil` for modifier and method calls (`FunctionCallExprSyntax.viewName`). Kept once
  /// read: several rules ask it of every call.
  package private(set) lazy var viewName: String? = readViewName()

  private func readViewName() -> String? {
    if reference != nil {
      guard let name, name.startsUppercase else { return nil }
      return name
    }
    if member != nil, baseName == "SwiftUI" { return name }
    return nil
  }

  /// For a modifier or method call `base.name(...)`, its member access; `nil` for other calls and
  /// for `SwiftUI.Name(...)` initialisers (`FunctionCallExprSyntax.modifierAccess`).
  package var modifierAccess: MemberAccessExprSyntax? {
    guard let member, baseName != "SwiftUI" else { return nil }
    return member
  }
}
