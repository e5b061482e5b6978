import ProsceniumSyntax
import SwiftSyntax

/// Gathers a file's `FileFacts` during the engine's single walk: it is fed the same nodes as the
/// rules, so indexing costs no extra pass over the tree.
final class IndexCollector {
  static let visitedKinds: Set<SyntaxKind> = [
    .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .importDecl, .sequenceExpr,
    .memberAccessExpr, .functionCallExpr,
  ]

  private(set) var facts: FileFacts

  /// The declarations the walk is inside, innermost last: each one's place in `facts.types` and
  /// where its text ends. The walk visits a declaration before its members and gives no signal on
  /// leaving it, so a declaration is dropped when a later node starts past its end.
  private var enclosing: [(index: Int, end: Int)] = []

  /// The file's UTF-8 text while the walk runs (empty otherwise). Calls and member accesses are
  /// among the commonest nodes, and almost none of them is an initialiser call or a `$binding`:
  /// one byte of text turns those down before any child node or string is built.
  var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

  /// Whether the file's target isolates its code to the main actor by default.
  var isMainActorByDefault: Bool {
    get { facts.isMainActorByDefault }
    set { facts.isMainActorByDefault = newValue }
  }

  init(path: String, module: String?, isTestFile: Bool) {
    facts = FileFacts(path: path, module: module, isTestFile: isTestFile)
  }

  /// Runs `walk` with the file's bytes at hand; they are only valid inside it.
  func reading(_ source: String, during walk: () -> Void) {
    var source = source
    source.withUTF8 { bytes in
      self.bytes = bytes
      walk()
      self.bytes = UnsafeBufferPointer(start: nil, count: 0)
    }
    enclosing = []
    for index in facts.types.indices where !facts.types[index].createdTypes.isEmpty {
      facts.types[index].createdTypes = Set(facts.types[index].createdTypes).sorted()
    }
  }

  func visit(_ node: Syntax) {
    switch node.kind {
    case .sequenceExpr:
      recordWrite(SequenceExprSyntax(node))
      return
    case .memberAccessExpr:
      if firstByte(of: node) == UInt8(ascii: "$") { recordBinding(MemberAccessExprSyntax(node)) }
      return
    case .functionCallExpr:
      if let byte = firstByte(of: node), byte >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        let call = FunctionCallExprSyntax(node)
        recordInitializerLabels(call)
        recordCreation(call, at: node.position.utf8Offset)
      }
      return
    default: break
    }
    if let importDecl = ImportDeclSyntax(node) {
      if let first = importDecl.path.first { facts.imports.append(first.name.text) }
      return
    }
    guard let group = node.asDeclGroup, let name = group.typeName else { return }
    let kind: TypeFacts.Kind =
      switch node.kind {
      case .structDecl: .struct
      case .classDecl: .class
      case .enumDecl: .enum
      case .actorDecl: .actor
      case .protocolDecl: .protocol
      default: .extension
      }
    var propertyTypes: [String] = []
    var parameterTypes: [String] = []
    var weakPropertyTypes: [String] = []
    var propertyNames: [String] = []
    var caseNames: [String] = []
    var hasMutableState = false
    var hasInstanceMethods = false
    var sharedInstanceTypes: [String] = []
    for member in group.memberBlock.members {
      if let variable = VariableDeclSyntax(member.decl), variable.isStatic {
        sharedInstanceTypes += variable.bindings.compactMap { Self.sharedInstanceType(of: $0, in: name) }
      } else if let variable = VariableDeclSyntax(member.decl) {
        let attributes = variable.attributes.names
        if attributes.contains("Environment") || attributes.contains("EnvironmentObject") { continue }
        let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let isWeak = variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
        for binding in variable.bindings {
          if let identifier = IdentifierPatternSyntax(binding.pattern) {
            propertyNames.append(identifier.identifier.text)
          }
          if isVar, binding.accessorBlock.map(Self.observesStorage) ?? true { hasMutableState = true }
          var typeName: String?
          if let type = binding.typeAnnotation?.type {
            typeName = type.baseTypeName
          } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let called = call.calledName,
            called.startsUppercase
          {
            typeName = called
          }
          guard let typeName else { continue }
          propertyTypes.append(typeName)
          if isWeak { weakPropertyTypes.append(typeName) }
        }
      } else if let cases = EnumCaseDeclSyntax(member.decl) {
        caseNames += cases.elements.map(\.name.text)
      } else if let initializer = InitializerDeclSyntax(member.decl) {
        parameterTypes += initializer.signature.parameterClause.parameters.map { $0.type.baseTypeName }
      } else if let function = FunctionDeclSyntax(member.decl),
        !function.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        })
      {
        hasInstanceMethods = true
      }
    }
    var isNested = false
    var parent = node.parent
    while let current = parent {
      if current.asDeclGroup != nil {
        isNested = true
        break
      }
      parent = current.parent
    }
    facts.types.append(
      TypeFacts(
        name: name, kind: kind, attributes: group.attributes.names, modifiers: group.modifiers.map(\.name.text),
        inheritedTypes: group.inheritanceClause.typeNames, propertyTypes: propertyTypes,
        parameterTypes: parameterTypes, path: facts.path, module: facts.module
      )
      .with {
        $0.isNested = isNested
        $0.hasMutableState = hasMutableState
        $0.hasInstanceMethods = hasInstanceMethods
        $0.weakPropertyTypes = weakPropertyTypes
        $0.propertyNames = propertyNames
        $0.caseNames = caseNames
        $0.sharedInstanceTypes = sharedInstanceTypes
      })
    enclosing.append((facts.types.count - 1, node.endPosition.utf8Offset))
  }

  /// The type a static property holds one instance of, when it is given one made by a call:
  /// `static let shared = Store()`, `static var current: Session = .init()`, `static let main =
  /// Self()`. A computed property, a plain reference (`static let fallback = Theme.light`) and
  /// sample data for previews and tests (`static let preview = HomeViewModel(…)`) share nothing.
  private static func sharedInstanceType(of binding: PatternBindingSyntax, in owner: String) -> String? {
    guard binding.accessorBlock == nil, let call = binding.initializer.flatMap({ FunctionCallExprSyntax($0.value) }),
      let property = IdentifierPatternSyntax(binding.pattern)?.identifier.text,
      !sampleDataWords.contains(where: { property.containsIgnoringCase($0) })
    else { return nil }
    let called = call.calledName
    let type =
      called.flatMap { $0.startsUppercase && $0 != "Self" ? $0 : nil } ?? binding.typeAnnotation?.type.baseTypeName
    if type == nil || type == "Self", called == "Self" || called == "init" { return owner }
    return type.flatMap { $0.startsUppercase ? $0 : nil }
  }

  /// Words that name sample data rather than the one shared instance.
  private static let sampleDataWords = [
    "preview", "mock", "sample", "stub", "fake", "placeholder", "example", "test", "fixture", "dummy", "demo",
  ]

  /// `Store()`, `Store.init(…)`, `Store<Item>()`: an instance made inside the innermost enclosing
  /// declaration, which the index reads as that declaration creating it.
  private func recordCreation(_ call: FunctionCallExprSyntax?, at offset: Int) {
    while let last = enclosing.last, last.end <= offset { enclosing.removeLast() }
    guard let call else { return }
    guard let owner = enclosing.last else {
      // Outside any type: a top-level `#Preview { … }` makes what it shows.
      if let name = Self.createdName(call), Self.isInPreviewMacro(call) { facts.previewCreatedTypes.insert(name) }
      return
    }
    guard let name = Self.createdName(call) else { return }
    facts.types[owner.index].createdTypes.append(name)
  }

  /// The type `Store()`, `Store.init(…)` or `Store<Item>()` makes, if the call makes one.
  private static func createdName(_ call: FunctionCallExprSyntax) -> String? {
    let name: String
    if let member = MemberAccessExprSyntax(call.calledExpression) {
      guard member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
        let reference = DeclReferenceExprSyntax(base)
      else { return nil }
      name = reference.baseName.text
    } else if let called = call.calledName {
      name = called
    } else {
      return nil
    }
    return name.startsUppercase && name != "Self" ? name : nil
  }

  /// Whether a top-level call sits inside a `#Preview` macro.
  private static func isInPreviewMacro(_ call: FunctionCallExprSyntax) -> Bool {
    var current = call.parent
    while let node = current {
      if let macro = MacroExpansionDeclSyntax(node) { return macro.macroName.text == "Preview" }
      if let macro = MacroExpansionExprSyntax(node) { return macro.macroName.text == "Preview" }
      current = node.parent
    }
    return false
  }

  /// The first byte of `node`'s text after its leading trivia, or nil without the bytes.
  /// Whitespace is skipped on the bytes; past a comment, the tree says where the text starts.
  /// The callers check the node itself afterwards, so a wrong byte can only cost a fact of a file
  /// that does not parse, never invent one.
  private func firstByte(of node: Syntax) -> UInt8? {
    var offset = node.position.utf8Offset
    while offset < bytes.count, bytes[offset] == 32 || bytes[offset] == 10 || bytes[offset] == 9 || bytes[offset] == 13
    {
      offset += 1
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "/") {
      offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    }
    return offset < bytes.count ? bytes[offset] : nil
  }

  /// `other.name = …` or `other.name += …`: a member written through another value (not `self`).
  private func recordWrite(_ sequence: SequenceExprSyntax?) {
    guard let elements = sequence?.elements, elements.count >= 3 else { return }
    var iterator = elements.makeIterator()
    guard let target = iterator.next(), let operation = iterator.next() else { return }
    let assigns =
      operation.kind == .assignmentExpr
      || (BinaryOperatorExprSyntax(operation).map { Self.isCompoundAssignment($0.operator.text) } ?? false)
    guard assigns, let member = MemberAccessExprSyntax(target), let base = member.base else { return }
    if let reference = DeclReferenceExprSyntax(base), reference.baseName.tokenKind == .keyword(.self) { return }
    facts.writtenMemberNames.insert(member.declName.baseName.text)
  }

  /// `Row(title: …, subtitle: …)`: the labels handed to what is likely a type's initialiser.
  private func recordInitializerLabels(_ call: FunctionCallExprSyntax?) {
    guard let call, let first = call.arguments.first, first.label != nil,
      let reference = DeclReferenceExprSyntax(call.calledExpression),
      reference.baseName.text.startsUppercase
    else { return }
    var labels: [String] = []
    for argument in call.arguments {
      if let label = argument.label { labels.append(label.text) }
    }
    // Inserted in place, with one lookup of the type's set per call: copying the set out and
    // back allocated a new one per call.
    facts.initializerLabels[reference.baseName.text, default: []].formUnion(labels)
  }

  /// `+=`, `??=`, `<<=`…, but not the comparisons `==`, `!=`, `<=`, `>=`, `===`, `!==`.
  static func isCompoundAssignment(_ text: String) -> Bool {
    text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// `$model.name`: a binding through which a view writes the member. `$0.name` is a closure's
  /// first argument, read, not bound.
  private func recordBinding(_ member: MemberAccessExprSyntax?) {
    guard let member, let base = member.base.flatMap(DeclReferenceExprSyntax.init) else { return }
    let name = base.baseName.text.utf8
    guard name.first == UInt8(ascii: "$"), let second = name.dropFirst().first,
      !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second)
    else { return }
    facts.writtenMemberNames.insert(member.declName.baseName.text)
  }

  /// Whether an accessor block keeps stored state (`willSet`/`didSet` observers) rather than
  /// computing the value (`get`, `set`, or a bare getter body).
  private static func observesStorage(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
    }
  }

  private static let testSuffixes = ["Tests", "Test", "Spec", "Specs"]

  /// Whether the walk should hand tokens to `visit(token:)`: only test files record the names
  /// they mention, during the same walk as everything else.
  var collectsTokens: Bool { facts.isTestFile }

  /// Records a capitalised identifier a test file mentions.
  func visit(token: TokenSyntax) {
    guard case .identifier(let text) = token.tokenKind, let first = text.utf8.first else { return }
    if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || (first >= 0x80 && text.startsUppercase) {
      facts.mentionedNames.insert(text)
      // `NearbyStopsViewModelTests` tests `NearbyStopsViewModel`, by the test-naming convention,
      // even where the suite reaches it through a helper.
      for suffix in Self.testSuffixes where text.hasSuffix(suffix) && text.utf8.count > suffix.utf8.count {
        facts.mentionedNames.insert(String(text.dropLast(suffix.count)))
      }
    }
  }
}
