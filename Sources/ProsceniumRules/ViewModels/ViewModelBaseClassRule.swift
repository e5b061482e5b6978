import ProsceniumCheck
import ProsceniumSyntax
import SwiftSyntax

/// `view_model_base_class`: in the `BaseViewModel` playbook every `ObservableObject` view model
/// inherits the shared loading, error and task handling from one base class.
package final class ViewModelBaseClassRule: SyntaxRule<ViewModelBaseClassRule.Options>, Rule {
  package struct Options: RuleOptions {
    /// The class every `ObservableObject` view model must inherit from.
    package var baseClass = "BaseViewModel"

    package init() {}

    package static var fields: [OptionField<Options>] {
      [.string("base_class", \.baseClass, "the class every 'ObservableObject' view model inherits from")]
    }
  }

  package static let description = RuleDescription(
    id: "view_model_base_class",
    summary: "'ObservableObject' view models inherit from the shared base view model",
    rationale: """
      Seed 000 puts loading state, error state and the 'executeTask' wrapper in one \
      'BaseViewModel', so every screen shows progress and errors the same way and tests can rely \
      on 'isLoading', 'error' and 'showError'. A view model that conforms to 'ObservableObject' on \
      its own re-implements (or forgets) that handling. The rule follows superclass chains across \
      files through the project index; it only reports classes whose chain is fully visible up \
      to 'ObservableObject', so a base class from an unchecked module is never mistaken for a \
      missing one, and only when the base class exists (the project declares it, or the file \
      imports Proscenium). Proscenium's own base classes always count: 'BaseViewModel' \
      ('@Observable') and 'ObservableObjectViewModel' (its 'ObservableObject' flavour, which the \
      rule names when a file importing Proscenium has no base class of its own). It is opt-in, and preset \
      detection never turns it on: projects on '@Observable' view models, or without a base \
      class, do not use one.
      """,
    sources: [PlaybookReference(.mvvmBaseViewModel, "All ViewModels extend BaseViewModel")],
    family: .viewModels,
    defaultSeverity: .warning,
    isOptIn: true,
    judgesTestFiles: false,
    examples: [
      .flagged(
        """
        import Proscenium

        @MainActor
        final class ↓SettingsViewModel: ObservableObject {
          @Published var isLoading = false
        }
        """, note: "Proscenium's 'ObservableObjectViewModel' is there to inherit from"),
      .clean(
        """
        import Proscenium

        @MainActor
        final class SettingsViewModel: ObservableObjectViewModel {
          @Published private(set) var items: [Item] = []
        }
        """, note: "Proscenium's 'ObservableObject' base view model"),
      .clean(
        """
        import Proscenium

        @MainActor
        final class SettingsViewModel: ObservableObjectViewModel {}
        """,
        otherFiles: [
          "Sources/App/Shared/AppViewModel.swift": """
          @MainActor
          class AppViewModel: ObservableObject {}
          """
        ], options: #"{"base_class": "AppViewModel"}"#,
        note: "Proscenium's base classes count whatever base class is configured"),
      .flagged(
        """
        @MainActor
        final class ↓SettingsViewModel: ObservableObject {
          @Published var isLoading = false
        }
        """,
        otherFiles: [
          "Sources/App/Shared/BaseViewModel.swift": """
          @MainActor
          class BaseViewModel: ObservableObject {}
          """
        ], note: "the project declares the base class"),
      .clean(
        """
        @MainActor
        final class SettingsViewModel: ObservableObject {
          @Published var isLoading = false
        }
        """, note: "no base class in the project: the rule cannot ask for one that does not exist"),
      .flagged(
        """
        @MainActor
        final class ProfileViewModel: ScreenViewModel {}

        @MainActor
        open class ↓ScreenViewModel: ObservableObject {}

        @MainActor
        open class AppViewModel: ObservableObject {}
        """, options: #"{"base_class": "AppViewModel"}"#,
        note: "a project's own base view model is reported once, not in every subclass"),
      .clean(
        """
        @MainActor
        final class HomeViewModel: BaseViewModel {
          @Published var items: [Item] = []
        }
        """),
      .clean(
        """
        @MainActor
        final class ContentListViewModel: PagedViewModel {}
        """,
        otherFiles: [
          "Sources/App/PagedViewModel.swift": """
          @MainActor
          class PagedViewModel: BaseViewModel {}
          """,
          "Sources/App/BaseViewModel.swift": """
          @MainActor
          open class BaseViewModel: ObservableObject {}
          """,
        ], note: "inherits through a chain declared in other files"),
      .clean(
        """
        @MainActor
        open class BaseViewModel: ObservableObject {
          @Published public var isLoading: Bool = false
        }
        """, note: "the base itself is exempt"),
      .clean(
        """
        @MainActor
        @Observable
        final class UserProfileViewModel {}
        """, note: "'@Observable' view models are not 'ObservableObject' view models"),
      .clean(
        """
        final class AppState: ObservableObject {
          @Published var currentUser: User?
        }
        """, note: "shared app state is not a view model"),
    ])

  package static let visitedKinds: Set<SyntaxKind> = [.classDecl]

  package func visit(_ node: Syntax) {
    guard let decl = ClassDeclSyntax(node), decl.couldBePresentationLogic,
      decl.inheritanceClause != nil
    else { return }
    let name = decl.name.text
    let base = options.baseClass
    let path = context.path
    let directSupertypes = decl.inheritanceClause.typeNames
    guard name != base, !directSupertypes.contains(base),
      !Self.runtimeBaseClasses.contains(where: directSupertypes.contains)
    else { return }
    let isViolation = IndexCondition { index in
      Self.baseClassExists(base, forFileAt: path, in: index)
        && index.inherits(name, from: "ObservableObject") && !index.inherits(name, from: base)
        && !index.inherits(base, from: name) && !Self.inheritsFromProjectViewModel(name, index)
    }
    // Without a base class of its own, a file importing Proscenium is pointed at the runtime's
    // ObservableObject flavour: its @Observable 'BaseViewModel' cannot host '@Published' properties.
    let usesRuntimeBase = IndexCondition { index in
      base == Options().baseClass && !Self.projectDeclaresClass(base, in: index)
    }
    context.report(
      "make view model '\(name)' inherit from '\(base)'", at: decl.name,
      when: .isViewModel(name) && isViolation && !usesRuntimeBase)
    context.report(
      "make view model '\(name)' inherit from '\(Self.runtimeObservableObjectBase)', Proscenium's ObservableObject base",
      at: decl.name,
      when: .isViewModel(name) && isViolation && usesRuntimeBase)
  }

  /// Proscenium's base view models: the `@Observable` one and its `ObservableObject` flavour.
  static let runtimeBaseClasses = ["BaseViewModel", runtimeObservableObjectBase]

  /// The base an `ObservableObject` view model takes from Proscenium when the project has none of its own.
  static let runtimeObservableObjectBase = "ObservableObjectViewModel"

  /// Whether the project has the base class to inherit from: it declares a class of that name, or
  /// the file imports Proscenium, whose `BaseViewModel` is the default. Asking for a base class a
  /// project does not have would be advice nobody can follow.
  private static func baseClassExists(_ base: String, forFileAt path: String, in index: ProjectIndex) -> Bool {
    if projectDeclaresClass(base, in: index) { return true }
    return base == Options().baseClass && index.facts(ofFile: path)?.imports.contains("Proscenium") == true
  }

  private static func projectDeclaresClass(_ name: String, in index: ProjectIndex) -> Bool {
    index.types(named: name).contains { $0.kind == .class }
  }

  /// Whether `name` inherits from a view model class the project declares: the chain's root is
  /// the one to move onto the base class, so subclasses are left alone.
  private static func inheritsFromProjectViewModel(_ name: String, _ index: ProjectIndex) -> Bool {
    index.supertypes(of: name).contains { supertype in
      supertype.hasSuffix("ViewModel") && index.isDeclaredConcrete(supertype)
    }
  }
}
