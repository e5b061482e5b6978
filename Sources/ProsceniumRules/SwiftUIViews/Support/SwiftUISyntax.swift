import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

// Questions about SwiftUI-shaped code that several view rules ask: which view a modifier chain
// starts from, which modifiers wrap an expression, which closure a call takes, whether a
// property is a stored member of a type. Each answer looks at a handful of nearby nodes only.

extension ExprSyntax {
  /// The expression without `try`, `await` and parentheses around it.
  var strippingTryAwait: ExprSyntax {
    var current = self
    while true {
      if let tryExpr = TryExprSyntax(current) {
        current = tryExpr.expression
      } else if let awaitExpr = AwaitExprSyntax(current) {
        current = awaitExpr.expression
      } else if let tuple = TupleExprSyntax(current), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        current = only.expression
      } else {
        return current
      }
    }
  }

  /// The two sides of a plain assignment `a = b`, whether or not operators were folded.
  var assignmentOperands: (left: ExprSyntax, right: ExprSyntax)? {
    if let sequence = SequenceExprSyntax(self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
      return (elements[0], elements[2])
    }
    if let infix = InfixOperatorExprSyntax(self), infix.operator.kind == .assignmentExpr {
      return (infix.leftOperand, infix.rightOperand)
    }
    return nil
  }

  /// The type an initialiser call constructs: `Model()`, `Model.init()`, `App.Model()`,
  /// `Model<Int>()` → `Model`; `nil` for anything else (`Model.shared`, `makeModel()`).
  var constructedTypeName: String? {
    guard let call = FunctionCallExprSyntax(self) else { return nil }
    var callee = call.calledExpression
    if let member = MemberAccessExprSyntax(callee), member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base
    {
      callee = base
    }
    if let specialized = GenericSpecializationExprSyntax(callee) { callee = specialized.expression }
    let name: String
    if let reference = DeclReferenceExprSyntax(callee) {
      name = reference.baseName.text
    } else if let member = MemberAccessExprSyntax(callee), let base = member.base,
      DeclReferenceExprSyntax(base)?.baseName.text.startsUppercase == true
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    return name.startsUppercase ? name : nil
  }

  /// The call that starts a modifier chain: `Image("x").resizable().frame(...)` → `Image("x")`;
  /// `nil` when the chain does not start with a call of a capitalised name (a view's initialiser).
  var chainRootViewCall: FunctionCallExprSyntax? {
    var current = self
    while let call = FunctionCallExprSyntax(current) {
      if call.viewName != nil { return call }
      guard let member = MemberAccessExprSyntax(call.calledExpression), let base = member.base else {
        return nil
      }
      current = base
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// The capitalised name a view initialiser call uses: `Button {}` and `SwiftUI.Button {}` →
  /// `Button`; `nil` for modifier and method calls.
  var viewName: String? {
    if let reference = DeclReferenceExprSyntax(calledExpression) {
      let name = reference.baseName.text
      return name.startsUppercase ? name : nil
    }
    if let member = MemberAccessExprSyntax(calledExpression),
      member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "SwiftUI"
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// For a modifier or method call `base.name(...)`, its member access; `nil` for other calls and
  /// for `SwiftUI.Name(...)` initialisers.
  var modifierAccess: MemberAccessExprSyntax? {
    guard let member = MemberAccessExprSyntax(calledExpression) else { return nil }
    // `SwiftUI.Text(...)` is the one member access that `viewName` reads as an initialiser.
    if member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.text == "SwiftUI" { return nil }
    return member
  }

  /// The closure passed with `label` (`nil` for an unlabelled one) as an argument or as a
  /// trailing closure; the first trailing closure counts as labelled `label` when `trailing`.
  func closure(labeled label: String?, orTrailing trailing: Bool) -> ClosureExprSyntax? {
    for argument in arguments where argument.label?.text == label {
      if let closure = ClosureExprSyntax(argument.expression) { return closure }
    }
    if trailing, let closure = trailingClosure { return closure }
    if let label {
      for element in additionalTrailingClosures where element.label.text == label { return element.closure }
    }
    return nil
  }

  /// The argument with `label`, if present.
  func argument(labeled label: String) -> LabeledExprSyntax? {
    arguments.first { $0.label?.text == label }
  }

  /// The names of the modifiers applied to this call's result, innermost first:
  /// for `Button {} .padding() .accessibilityLabel("x")` → `["padding", "accessibilityLabel"]`.
  var outerModifierNames: [String] {
    var names: [String] = []
    var current = Syntax(self)
    while let member = current.parent.flatMap({ MemberAccessExprSyntax($0) }), member.base?.id == current.id,
      let call = member.parent.flatMap({ FunctionCallExprSyntax($0) }), call.calledExpression.id == member.id
    {
      names.append(member.declName.baseName.text)
      current = Syntax(call)
    }
    return names
  }
}

extension CodeBlockItemListSyntax {
  /// The expressions of the statements that are bare expressions, `nil` if any statement is not.
  var expressionStatements: [ExprSyntax]? {
    var expressions: [ExprSyntax] = []
    for item in self {
      guard case .expr(let expression) = item.item else { return nil }
      expressions.append(expression)
    }
    return expressions
  }

  /// The only statement's expression, when the list holds exactly one bare expression.
  var singleExpression: ExprSyntax? {
    guard count == 1, let first, case .expr(let expression) = first.item else { return nil }
    return expression
  }
}

extension VariableDeclSyntax {
  /// Whether the declaration is a stored or computed property written directly in a type's or
  /// extension's member list (not a local variable, not a global).
  var isTypeMember: Bool {
    parent?.is(MemberBlockItemSyntax.self) == true
  }
}

extension SyntaxProtocol {
  /// The closure or function body this node is directly inside of: the nearest enclosing
  /// closure, function, initialiser or accessor, whichever comes first.
  var nearestClosure: ClosureExprSyntax? {
    var current = parent
    while let node = current {
      switch node.kind {
      case .closureExpr: return ClosureExprSyntax(node)
      case .functionDecl, .initializerDecl, .accessorDecl, .accessorBlock, .deinitializerDecl, .memberBlock,
        .sourceFile:
        return nil
      default: current = node.parent
      }
    }
    return nil
  }
}

extension IndexCondition {
  /// The type is a SwiftUI view, view modifier, app or scene somewhere in the project.
  static func swiftUIRenderer(_ name: String) -> IndexCondition {
    .type(name, isAnyOf: .swiftUIRenderers)
  }

  /// `name` is declared in the project as an `@Observable` class.
  static func observableClass(_ name: String) -> IndexCondition {
    IndexCondition { index in
      index.types(named: name).contains { $0.kind == .class && $0.attributes.contains("Observable") }
    }
  }
}
