import SwiftSyntax

/// A quality gate. One instance checks one file: the engine walks the file's tree once and hands
/// each rule the nodes of the kinds it asked for, in source order; the rule reports findings
/// through its `RuleContext` and never prints, throws or touches files.
///
/// Questions that need the whole project ("is this class a view model?") are asked through
/// `RuleContext.report(_:at:when:)`: the finding is kept only if the condition holds once every
/// file has been indexed, so no file is parsed twice and no tree outlives its walk.
public protocol Rule: AnyObject, SendableMetatype {
  associatedtype Options: RuleOptions = NoOptions

  static var description: RuleDescription { get }
  /// The node kinds `visit(_:)` receives.
  static var visitedKinds: Set<SyntaxKind> { get }

  init(options: Options, context: RuleContext)

  /// Called for each node of a visited kind, parents before children.
  func visit(_ node: Syntax)
  /// Called once after the walk, for rules that decide on the whole file.
  func finish()
}

extension Rule {
  public func finish() {}
  public static var id: String { description.id }
}
