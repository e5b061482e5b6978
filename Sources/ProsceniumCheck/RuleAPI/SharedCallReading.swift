import ProsceniumSyntax
import SwiftSyntax

extension RuleContext {
  /// The reading of a function call's callee that every rule visiting this call shares, or `nil`
  /// when `node` is not a call. The walk hands a call to each interested rule in turn, so the
  /// reading of the last call asked about is kept and handed out again (see `CallReading`).
  package func reading(ofCall node: Syntax) -> CallReading? {
    guard node.kind == .functionCallExpr else { return nil }
    if let last = file.lastCallReading, last.call.id == node.id { return last }
    guard let call = FunctionCallExprSyntax(node) else { return nil }
    let reading = CallReading(call)
    file.lastCallReading = reading
    return reading
  }
}
