import ProsceniumSyntax
import SwiftSyntax

extension RuleContext {
  /// The reading of a function call's callee that every rule visiting this call shares, or `nil`
  /// when `node` is not a call. The walk hands a call to each interested rule in turn, so the
  /// reading of the last call asked about is kept and handed out again (see `CallReading`).
  ///
  /// About fifteen rules ask this of every call, so the usual answer is the fast one: the rule
  /// passes on the very `Syntax` value the walk gave it, and a value with the same bits as the
  /// kept one is the same node. Asking SwiftSyntax for the kind and identity of the node instead
  /// cost a few hundred instructions a question.
  package func reading(ofCall node: Syntax) -> CallReading? {
    let file = self.file
    let last = file.lastCallReading
    if let last, SyntaxBits.same(node, &file.lastCallNode) { return last }
    guard node.kind == .functionCallExpr else { return nil }
    if let last, last.call.id == node.id { return last }
    guard let call = FunctionCallExprSyntax(node) else { return nil }
    let reading = CallReading(call)
    file.lastCallReading = reading
    file.lastCallNode = node
    return reading
  }
}

/// Bit-for-bit comparison of two syntax values: equal bits are the same node of the same tree,
/// whatever `Syntax` holds (a value cannot point at two nodes). Different bits prove nothing, so
/// callers fall back to SwiftSyntax's identity.
enum SyntaxBits {
  /// `rhs` is read in place: copying a `Syntax` out of its holder goes through the type's value
  /// witness (it is resilient here), which cost as much as the comparison.
  @inline(__always)
  static func same(_ lhs: Syntax, _ rhs: inout Syntax) -> Bool {
    withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: &rhs) { right in
        var offset = 0
        let words = left.count & ~7
        while offset < words {
          if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          {
            return false
          }
          offset += 8
        }
        while offset < left.count {
          if left[offset] != right[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }
}
