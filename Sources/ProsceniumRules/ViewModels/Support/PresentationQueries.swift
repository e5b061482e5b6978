import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

// Questions the view-model rules share. The role questions every family asks (is this a screen's
// view model, is this presentation code) are the engine's: `PresentationQuestions.swift`.

extension ProjectIndex {
  /// Whether `name`'s declaration, or a class or protocol it inherits from, is `@MainActor`.
  package func isMainActorIsolated(_ name: String) -> Bool {
    if isMainActorByDefault(name) { return true }
    let candidates = [name] + supertypes(of: name).sorted()
    return candidates.contains { candidate in
      types(named: candidate).contains { $0.attributes.contains("MainActor") }
    }
  }

  /// Whether `name`'s superclass chain reaches a class the project does not declare (a framework's
  /// base view model), other than `NSObject`. A name in the superclass place that the project does
  /// not declare and that is no well-known protocol is taken for such a class.
  func inheritsFromOutsideClass(_ name: String) -> Bool {
    var current = name
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      let declared = types(named: current)
      guard let superclass = declared.first(where: { $0.kind == .class })?.inheritedTypes.first else { return false }
      if superclass == "NSObject" || Self.statelessExternalSupertypes.contains(superclass)
        || Self.wellKnownProtocols.contains(superclass)
      {
        return false
      }
      let superDeclared = types(named: superclass)
      if superDeclared.isEmpty { return true }
      guard superDeclared.contains(where: { $0.kind == .class }) else { return false }
      current = superclass
    }
    return false
  }

  private static let wellKnownProtocols: Set<String> = [
    "ObservableObject", "Codable", "Decodable", "Encodable", "Error", "Comparable", "CaseIterable",
  ]

  /// Whether `name` or a class it inherits from may keep state that changes: a stored `var` in a
  /// declaration the project has, or a supertype the project does not declare (its state is
  /// unknown), other than `NSObject` and the value protocols.
  func mayHoldMutableState(_ name: String) -> Bool {
    if declarations(named: name).contains(where: \.hasMutableState) { return true }
    return supertypes(of: name).contains { supertype in
      let declared = declarations(named: supertype)
      guard !declared.isEmpty else {
        return !Self.statelessExternalSupertypes.contains(supertype)
      }
      return declared.contains(where: \.hasMutableState)
    }
  }

  private static let statelessExternalSupertypes: Set<String> = [
    "NSObject", "Identifiable", "Hashable", "Equatable", "Sendable", "CustomStringConvertible", "AnyObject",
  ]

  /// Whether the project declares `name`, and only as a concrete type (not a protocol).
  func isDeclaredConcrete(_ name: String) -> Bool {
    let declared = types(named: name)
    return !declared.isEmpty && declared.allSatisfy { $0.kind != .protocol }
  }

  /// The property names of `name` and of everything it inherits from.
  func propertyNamesIncludingInherited(of name: String) -> Set<String> {
    var result: Set<String> = []
    for candidate in [name] + supertypes(of: name).sorted() {
      for declaration in declarations(named: candidate) { result.formUnion(declaration.propertyNames) }
    }
    return result
  }

  /// The stored-property type names of `name` and of everything it inherits from.
  func propertyTypesIncludingInherited(of name: String) -> Set<String> {
    var result: Set<String> = []
    for candidate in [name] + supertypes(of: name).sorted() {
      for declaration in declarations(named: candidate) { result.formUnion(declaration.propertyTypes) }
    }
    return result
  }
}

/// Where a node sits inside the member of a type that encloses it.
struct MemberContext {
  enum Kind {
    case initializer
    case method
    case propertyInitializer
    case accessor
    case defaultArgument
    case other
  }

  var kind: Kind
  var isStatic: Bool
  /// Whether a closure lies between the node and the member.
  var isInClosure: Bool
  /// Whether a nested function lies between the node and the member.
  var isInNestedFunction: Bool

  /// Walks from `node` up to the nearest type declaration.
  init(of node: some SyntaxProtocol) {
    var kind = Kind.other
    var isStatic = false
    var isInClosure = false
    var isInNestedFunction = false
    var sawFunction = false
    var current = node.parent
    // Going outwards, the outermost member wins; a default argument stays one.
    while let parent = current, parent.kind != .memberBlock {
      let sticky = kind == .defaultArgument
      if parent.kind == .closureExpr {
        isInClosure = true
      } else if parent.kind == .functionParameter {
        kind = .defaultArgument
      } else if let function = FunctionDeclSyntax(parent) {
        if sawFunction { isInNestedFunction = true }
        sawFunction = true
        if !sticky { kind = .method }
        isStatic = function.modifiers.contains("static") || function.modifiers.contains("class")
      } else if parent.kind == .initializerDecl {
        if sawFunction { isInNestedFunction = true }
        sawFunction = true
        if !sticky { kind = .initializer }
      } else if parent.kind == .accessorBlock {
        if !sticky { kind = .accessor }
      } else if parent.kind == .initializerClause, parent.parent?.is(PatternBindingSyntax.self) == true {
        if !sticky { kind = .propertyInitializer }
      } else if let variable = VariableDeclSyntax(parent) {
        isStatic = variable.isStatic
      }
      current = parent.parent
    }
    self.kind = kind
    self.isStatic = isStatic
    self.isInClosure = isInClosure
    self.isInNestedFunction = isInNestedFunction
  }
}

extension SyntaxProtocol {
  /// Whether the node sits in an `#if DEBUG` or `#if !RELEASE` clause (or its `#elseif`): code
  /// that release builds leave out, such as developer menus.
  var isInDebugOnlyCode: Bool {
    var current = parent
    while let node = current {
      if let clause = IfConfigClauseSyntax(node), let condition = clause.condition?.trimmedDescription,
        condition == "DEBUG" || condition == "!RELEASE"
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// Whether the node sits where no screen's view model or presenter lives: in preview code, or
  /// inside a service, repository, use case or client (a cache or loader the service vends, such
  /// as `EmojiService.CustomEmojiViewModel`, is part of that service).
  var isOutsideScreenCode: Bool {
    isInPreview || enclosingTypeNames.contains { $0.looksLikeDependency }
  }
}

extension DeclGroupSyntax {
  /// The stored instance properties declared directly in the body, with their type names
  /// (from the annotation, or from an initialiser call such as `= HomeViewModel()`).
  var storedPropertyTypes: [(name: String, type: String, variable: VariableDeclSyntax)] {
    var result: [(String, String, VariableDeclSyntax)] = []
    for member in memberBlock.members {
      guard let variable = VariableDeclSyntax(member.decl), !variable.isStatic, !variable.isComputed else {
        continue
      }
      for binding in variable.bindings {
        guard let name = IdentifierPatternSyntax(binding.pattern)?.identifier.text,
          let type = variable.storedTypeName(of: binding)
        else { continue }
        result.append((name, type, variable))
      }
    }
    return result
  }
}

extension VariableDeclSyntax {
  /// The type name of one of the declaration's stored properties: from the annotation, or from an
  /// initialiser call such as `= HomeViewModel()`, or from `@Environment(HomeViewModel.self)`.
  func storedTypeName(of binding: PatternBindingSyntax) -> String? {
    if let type = binding.typeAnnotation?.type { return type.baseTypeName }
    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let called = call.calledName,
      called.startsUppercase
    {
      return called
    }
    if let wrapper = attributes.attribute(named: "Environment"),
      let argument = wrapper.arguments.flatMap({ LabeledExprListSyntax($0) })?.first?.expression
        .as(MemberAccessExprSyntax.self), argument.declName.baseName.text == "self",
      let base = argument.base
    {
      // `@Environment(HomeViewModel.self) private var viewModel`. A plain name is its own
      // last component; building the text of the expression cost tens of thousands of
      // instructions.
      if let reference = DeclReferenceExprSyntax(base), reference.argumentNames == nil {
        return reference.baseName.text
      }
      return base.trimmedDescription.lastTypeComponent
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// The closures handed to the call: the argument labelled `label`, or — when `trailing` is
  /// true — the trailing closure.
  func closure(labeled labels: Set<String>, orTrailing trailing: Bool) -> ClosureExprSyntax? {
    for argument in arguments {
      if let label = argument.label?.text, labels.contains(label),
        let closure = ClosureExprSyntax(argument.expression)
      {
        return closure
      }
    }
    for element in additionalTrailingClosures where labels.contains(element.label.text) {
      return element.closure
    }
    return trailing ? trailingClosure : nil
  }
}

extension ClassDeclSyntax {
  /// A cheap local test that the class could be a view model or presenter: the index can only
  /// give it that role through its name, '@Observable', or what it inherits. Checked before
  /// reporting, because every report — even one the index later drops — costs a location lookup.
  /// Preview code, preview stand-ins and test doubles, and types nested in a service never are.
  var couldBePresentationLogic: Bool {
    let name = self.name.text
    let possible =
      name.hasSuffix("ViewModel") || name.hasSuffix("Presenter") || attributes.contains(named: "Observable")
      || inheritanceClause.typeNames.contains { !Self.unrelatedSupertypes.contains($0) }
    // A preview's stand-in ('PreviewViewModel') or a test double is not a screen's logic.
    return possible && !isOutsideScreenCode && !RoleNaming.isTestDoubleOrPreview(name)
  }

  /// Supertypes that never make a class a view model or presenter.
  private static let unrelatedSupertypes: Set<String> = [
    "NSObject", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable", "Sendable", "Error",
    "CustomStringConvertible", "XCTestCase", "Operation", "NSManagedObject", "UIView", "UIViewController",
    "UITableViewCell", "UICollectionViewCell", "UIResponder", "UIApplicationDelegate", "AnyObject",
  ]
}

extension String {
  /// Whether a type name names a dependency the way the index's role naming does
  /// (`HomeService`, `UserRepository`, `GetUserUseCase`, `APIClient`).
  var looksLikeDependency: Bool {
    // Every suffix ends in a lowercase ASCII letter among these: a cheap byte test first.
    guard let last = utf8.last, Self.dependencySuffixLastBytes.contains(last) else { return false }
    return Self.dependencySuffixes.contains { hasSuffix($0) }
  }

  private static let dependencySuffixLastBytes = Set(dependencySuffixes.compactMap { $0.utf8.last })

  private static let dependencySuffixes = [
    "Service", "Repository", "UseCase", "Usecase", "Interactor", "Client", "Session", "Impl", "Live",
  ]

  /// Whether a type name names a repository, as the index's role naming reads it.
  var looksLikeRepository: Bool {
    hasSuffix("Repository") || hasSuffix("RepositoryProtocol") || hasSuffix("RepositoryType")
      || hasSuffix("RepositoryImpl")
  }
}
