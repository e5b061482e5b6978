import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The function of this file that the call names, `load()` or `self.load()`: the first
  /// declaration with that name and a body, in a depth-first search of the file. Without types,
  /// that is the best reading of which function the call runs; rules ask it to learn whether the
  /// callee handles its own errors.
  var calledFunctionInFile: FunctionDeclSyntax? {
    let name: String
    if let reference = DeclReferenceExprSyntax(calledExpression) {
      name = reference.baseName.text
    } else if let member = MemberAccessExprSyntax(calledExpression),
      member.base.flatMap({ DeclReferenceExprSyntax($0) })?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    var pending = [Syntax(root)]
    while let node = pending.popLast() {
      if let function = FunctionDeclSyntax(node) {
        guard function.name.text == name, function.body != nil else { continue }
        return function
      }
      pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
    }
    return nil
  }
}
