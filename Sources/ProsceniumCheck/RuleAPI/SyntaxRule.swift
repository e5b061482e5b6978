/// What every rule stores: its decoded options and the context of the file it checks, set by the
/// one initialiser the engine calls. A rule subclasses it and conforms to `Rule`, so it writes
/// only its description, examples, visited kinds and visitor:
///
/// ```swift
/// final class NoLegacyImportsRule: SyntaxRule<NoLegacyImportsRule.Options>, Rule { … }
/// final class NoPrintRule: SyntaxRule<NoOptions>, Rule { … }
/// ```
///
/// It does not conform to `Rule` itself: a rule's `description` and `visitedKinds` are `static let`s
/// of its own type, which a base class's protocol witness would hide. State a rule derives from
/// its options (a `Set` of names, deployment targets) goes in a `lazy var`, so the initialiser
/// stays this one. A rule may still conform to `Rule` directly and store both itself.
open class SyntaxRule<Options: RuleOptions> {
  /// The rule's options, decoded from the configuration (defaults where it says nothing).
  public let options: Options
  /// The file being checked, and where findings go.
  public let context: RuleContext

  public init(options: Options, context: RuleContext) {
    self.options = options
    self.context = context
  }
}
