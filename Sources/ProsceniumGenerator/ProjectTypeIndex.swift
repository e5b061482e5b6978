import SwiftParser
import SwiftSyntax

/// The project's types as far as an edit needs to build a value of one: their initializers (written, or the
/// memberwise one a struct gets) and the protocols they adopt. Files are parsed only when they mention a type asked
/// about, so a large project costs one text search per name.
///
/// It lets the route and coordinator edits write code that compiles as written instead of an editor placeholder:
/// `ProfileView(id: id)`, `OrdersView(viewModel: OrdersViewModel(loadOrdersUseCase: LoadOrdersUseCase()))`.
final class ProjectTypeIndex {
  /// One parameter of an initializer: `label` is its argument label (`nil` for `_`), `name` what binds it inside.
  struct Parameter {
    var label: String?
    var name: String
    var type: TypeSyntax
    var hasDefault: Bool
  }

  /// A type declared in the project.
  struct Declaration {
    enum Kind {
      case structure, classOrActor, enumeration, protocolType
    }

    var name: String
    var kind: Kind
    var isGeneric: Bool
    var initializers: [[Parameter]]
  }

  private let sources: [(path: String, text: String)]
  private var trees: [String: SourceFileSyntax] = [:]
  private var declarationCache: [String: [Declaration]] = [:]

  /// - Parameters:
  ///   - sources: The project's Swift files by path. Files of test targets are left out: the code being written
  ///     cannot see their types.
  ///   - planned: The files the plan is about to write, searched after the project's own, so an implementation the
  ///     project has comes before the default one a template writes.
  init(sources: [String: String], planned: [String: String] = [:]) {
    func ordered(_ files: [String: String]) -> [(path: String, text: String)] {
      files.filter { !Self.isTestFile($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
    self.sources = ordered(sources.filter { planned[$0.key] == nil }) + ordered(planned)
  }

  /// Whether `path` lies in a test target's folder (`Tests/`, `…Tests/`) by the SwiftPM and Xcode conventions.
  static func isTestFile(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
  }

  /// The declarations named `name`, with the initializers their extensions add.
  func declarations(named name: String) -> [Declaration] {
    if let cached = declarationCache[name] { return cached }
    let collector = DeclarationCollector(name: name)
    for tree in trees(mentioning: name) { collector.walk(tree) }
    let found = collector.declarations
    declarationCache[name] = found
    return found
  }

  /// The types adopting `protocolName` in their declaration or an extension, in the order of the files; private
  /// types and test doubles (`Mock…`, `Stub…`, `Spy…`, `Fake…`) are left out.
  func conformers(to protocolName: String) -> [String] {
    let collector = ConformanceCollector(protocolName: protocolName)
    for tree in trees(mentioning: protocolName) { collector.walk(tree) }
    return collector.names
  }

  /// An expression building a value of `type` from the project's initializers, or `nil` when none can be built.
  ///
  /// A parameter named like one of `values` and of its type gets it (`id: id`); a parameter with a default is left
  /// out; any other must itself be built, a protocol through the first type adopting it that can be. Only
  /// non-generic structs, classes and actors declared in the project are built, to `depth` levels.
  ///
  /// - Parameter values: The names in scope where the expression goes and their types (a route arm's bound values).
  func expression(building type: TypeSyntax, values: [String: String], depth: Int = 4) -> String? {
    guard let name = Self.typeName(type) else { return nil }
    return expression(building: name, values: values, depth: depth)
  }

  func expression(building name: String, values: [String: String], depth: Int = 4) -> String? {
    guard depth > 0 else { return nil }
    let declarations = declarations(named: name)
    if declarations.contains(where: { $0.kind == .protocolType }) {
      for conformer in conformers(to: name) where conformer != name {
        if let built = expression(building: conformer, values: values, depth: depth - 1) { return built }
      }
      return nil
    }
    guard declarations.count == 1, let declaration = declarations.first, !declaration.isGeneric,
      declaration.kind != .enumeration
    else { return nil }
    // The initializer using the most of the values in scope wins; among equals, the one with the fewest arguments.
    var best: (used: Int, arguments: [String])?
    for parameters in declaration.initializers {
      guard let candidate = arguments(for: parameters, values: values, depth: depth) else { continue }
      if let current = best,
        candidate.used < current.used
          || (candidate.used == current.used && candidate.arguments.count >= current.arguments.count)
      {
        continue
      }
      best = candidate
    }
    return best.map { name + "(" + $0.arguments.joined(separator: ", ") + ")" }
  }

  private func arguments(for parameters: [Parameter], values: [String: String], depth: Int) -> (
    used: Int, arguments: [String]
  )? {
    var used = 0
    var arguments: [String] = []
    for parameter in parameters {
      let type = Self.spelling(parameter.type)
      let value: String
      if let match = [parameter.name, parameter.label].compactMap({ $0 }).first(where: {
        values[$0].map { Self.spelling($0) } == type
      }) {
        value = match
        used += 1
      } else if parameter.hasDefault {
        continue
      } else if let built = expression(building: parameter.type, values: values, depth: depth - 1) {
        value = built
      } else {
        return nil
      }
      arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
    }
    return (used, arguments)
  }

  /// `any P`, `some P`, `P`, `(any P)`, `P!` and `Module.P` name `P`; an optional, generic or composition names none.
  static func typeName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
      return identifier.name.text
    }
    if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
      return member.name.text
    }
    if let some = type.as(SomeOrAnyTypeSyntax.self) { return typeName(some.constraint) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.firstName == nil
    {
      return typeName(only.type)
    }
    return nil
  }

  /// A type's text without whitespace, to compare `[Int: String]` with `[Int:String]`.
  static func spelling(_ type: TypeSyntax) -> String {
    spelling(type.trimmedDescription)
  }

  static func spelling(_ type: String) -> String {
    type.filter { !$0.isWhitespace }
  }

  private func trees(mentioning name: String) -> [SourceFileSyntax] {
    sources.filter { $0.text.contains(name) }.map { source in
      if let tree = trees[source.path] { return tree }
      let tree = Parser.parse(source: source.text)
      trees[source.path] = tree
      return tree
    }
  }
}

/// Collects the declarations of one type name and the initializers their extensions add.
private final class DeclarationCollector: SyntaxVisitor {
  let name: String
  private var found: [ProjectTypeIndex.Declaration] = []
  private var extensionInitializers: [[ProjectTypeIndex.Parameter]] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  var declarations: [ProjectTypeIndex.Declaration] {
    found.map { declaration in
      var declaration = declaration
      if declaration.kind != .protocolType { declaration.initializers += extensionInitializers }
      return declaration
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      var initializers = Self.written(in: node.memberBlock)
      if initializers.isEmpty, let memberwise = Self.memberwise(node.memberBlock) { initializers = [memberwise] }
      found.append(
        .init(name: name, kind: .structure, isGeneric: node.genericParameterClause != nil, initializers: initializers))
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      found.append(classLike(node.memberBlock, generic: node.genericParameterClause != nil))
    }
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      found.append(classLike(node.memberBlock, generic: node.genericParameterClause != nil))
    }
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      found.append(.init(name: name, kind: .enumeration, isGeneric: false, initializers: []))
    }
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name {
      found.append(.init(name: name, kind: .protocolType, isGeneric: false, initializers: []))
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if ProjectTypeIndex.typeName(node.extendedType) == name {
      extensionInitializers += Self.written(in: node.memberBlock)
    }
    return .skipChildren
  }

  /// A class or actor: its written initializers, else `init()` when every stored property has a value.
  private func classLike(_ members: MemberBlockSyntax, generic: Bool) -> ProjectTypeIndex.Declaration {
    var initializers = Self.written(in: members)
    if initializers.isEmpty, let memberwise = Self.memberwise(members), memberwise.allSatisfy(\.hasDefault) {
      initializers = [[]]
    }
    return .init(name: name, kind: .classOrActor, isGeneric: generic, initializers: initializers)
  }

  /// The initializers written in `members` that another file can call: not private, failable or throwing.
  static func written(in members: MemberBlockSyntax) -> [[ProjectTypeIndex.Parameter]] {
    members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter { initializer in
      initializer.optionalMark == nil && initializer.signature.effectSpecifiers?.throwsClause == nil
        && initializer.genericParameterClause == nil && !isPrivate(initializer.modifiers)
    }.map { initializer in
      initializer.signature.parameterClause.parameters.map { parameter in
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        return .init(
          label: label, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type,
          hasDefault: parameter.defaultValue != nil)
      }
    }
  }

  /// A struct's memberwise initializer: each stored property in order, those with a value defaulted; `nil` when a
  /// private property makes it private, or a property's type is not written.
  static func memberwise(_ members: MemberBlockSyntax) -> [ProjectTypeIndex.Parameter]? {
    var parameters: [ProjectTypeIndex.Parameter] = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
      else { continue }
      // A wrapper given arguments in its attribute (`@Environment(\.dismiss)`) or a value (`@State private var
      // isOn = false`) is set up there, and does not make the initializer private.
      let configuredWrapper = variable.attributes.contains { element in
        if case .attribute(let attribute) = element { attribute.arguments != nil } else { false }
      }
      let wrapped = !variable.attributes.isEmpty
      for binding in variable.bindings {
        if let accessors = binding.accessorBlock, !isObserverOnly(accessors) { continue }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        if configuredWrapper || ((isLet || wrapped) && binding.initializer != nil) { continue }
        if isPrivate(variable.modifiers) { return nil }
        guard let type = binding.typeAnnotation?.type else {
          if binding.initializer != nil { continue }
          return nil
        }
        let defaulted = binding.initializer != nil || (!isLet && type.is(OptionalTypeSyntax.self))
        parameters.append(
          .init(label: identifier.identifier.text, name: identifier.identifier.text, type: type, hasDefault: defaulted))
      }
    }
    return parameters
  }

  static func isObserverOnly(_ accessors: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = accessors.accessors else { return false }
    return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }

  static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)) && $0.detail == nil
    }
  }
}

/// Collects the types adopting one protocol, in their declaration or in an extension.
private final class ConformanceCollector: SyntaxVisitor {
  let protocolName: String
  private(set) var names: [String] = []

  init(protocolName: String) {
    self.protocolName = protocolName
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.inheritanceClause, node.modifiers)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.inheritanceClause, node.modifiers)
    return .visitChildren
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.inheritanceClause, node.modifiers)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, node.inheritanceClause, node.modifiers)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let name = ProjectTypeIndex.typeName(node.extendedType) {
      record(name, node.inheritanceClause, node.modifiers)
    }
    return .visitChildren
  }

  static let testDoublePrefixes = ["Mock", "Stub", "Spy", "Fake"]

  private func record(_ name: String, _ clause: InheritanceClauseSyntax?, _ modifiers: DeclModifierListSyntax) {
    guard !names.contains(name), !DeclarationCollector.isPrivate(modifiers),
      !Self.testDoublePrefixes.contains(where: { name.hasPrefix($0) }),
      clause?.inheritedTypes.contains(where: { ProjectTypeIndex.typeName($0.type) == protocolName }) == true
    else { return }
    names.append(name)
  }
}
