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
///
/// `Options` is not constrained here: the `Rule` conformance requires `RuleOptions` already, and
/// a constraint on the class made the runtime look that conformance up (a scan of every
/// conformance record in the process) for each rule class the first time its metadata was made,
/// about 10 M instructions in every process that builds the catalogue.
open class SyntaxRule<Options> {
  /// The rule's options, decoded from the configuration (defaults where it says nothing).
  public let options: Options
  /// The file being checked, and where findings go.
  public let context: RuleContext

  public init(options: Options, context: RuleContext) {
    self.options = options
    self.context = context
  }
}
