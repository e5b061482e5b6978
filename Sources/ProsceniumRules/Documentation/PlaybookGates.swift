import ProsceniumCheck

/// One quality gate or checklist item a playbook states, and how Proscenium judges it: by the
/// rules that enforce it, or not at all, with the reason a syntax-and-index checker cannot.
package struct PlaybookGate: Sendable {
  package enum Verdict: Sendable {
    /// The rules that enforce the gate; each cites the gate's playbook in its sources (a test checks).
    case enforcedBy([String])
    /// Why no rule can judge the gate from the code.
    case notCheckable(String)
  }

  package var playbook: Playbook
  /// The gate as the playbook words it, shortened.
  package var gate: String
  package var verdict: Verdict

  init(_ playbook: Playbook, _ gate: String, _ verdict: Verdict) {
    self.playbook = playbook
    self.gate = gate
    self.verdict = verdict
  }
}

/// Every quality gate and checklist item of the five playbooks (`shared/seeds/00N`), in the
/// playbooks' order. `docs/rules.md` renders this list; a test fails when a gate names a rule that
/// does not exist or does not cite the gate's playbook.
package enum PlaybookGates {
  private static func rules(_ ids: String...) -> PlaybookGate.Verdict { .enforcedBy(ids) }
  private static func none(_ reason: String) -> PlaybookGate.Verdict { .notCheckable(reason) }

  private static let behaviourNotSyntax =
    "what counts as business logic is a judgement about meaning; 'no_service_in_view' and 'view_model_uses_use_cases' catch its most visible form"
  private static let runtimeOnly = "it is a fact about running the app, not about its source"

  package static let all: [PlaybookGate] = seed000 + seed001 + seed002 + seed003 + seed004

  // MARK: - 000: SwiftUI MVVM with BaseViewModel ("Presentation Layer Quality Gates", "Validation Checklist")

  static let seed000: [PlaybookGate] = [
    PlaybookGate(.mvvmBaseViewModel, "All ViewModels extend BaseViewModel", rules("view_model_base_class")),
    PlaybookGate(.mvvmBaseViewModel, "All ViewModels are @MainActor", rules("view_model_main_actor")),
    PlaybookGate(
      .mvvmBaseViewModel, "Views use @StateObject (not @ObservedObject) for owned ViewModels",
      rules("state_object_for_owned_model")),
    PlaybookGate(.mvvmBaseViewModel, "No business logic in Views (delegate to ViewModel)", none(behaviourNotSyntax)),
    PlaybookGate(
      .mvvmBaseViewModel, "Proper error presentation (alerts, toasts)",
      rules("error_state_presented", "swallowed_error", "unhandled_task_error")),
    PlaybookGate(
      .mvvmBaseViewModel, "UI test coverage for critical flows",
      none(
        "which flows are critical is the team's call, and UI tests live in a separate target the checker does not run")),
    PlaybookGate(
      .mvvmBaseViewModel, "Accessibility labels and hints", rules("icon_button_label", "image_accessibility")),
    PlaybookGate(.mvvmBaseViewModel, "Dark mode support", rules("hard_coded_color")),
    PlaybookGate(
      .mvvmBaseViewModel, "Proper dependency injection in ViewModels", rules("view_model_injected_dependencies")),
    PlaybookGate(.mvvmBaseViewModel, "@State used for view-local state only", rules("private_view_state")),
    PlaybookGate(
      .mvvmBaseViewModel, "@Binding used for parent-child communication",
      none(
        "a binding and a value passed down are both correct Swift; which one a child needs depends on whether it writes back"
      )),
    PlaybookGate(
      .mvvmBaseViewModel, "@EnvironmentObject used for app-wide shared state",
      rules("environment_object_shared_only")),
    PlaybookGate(.mvvmBaseViewModel, "NavigationStack used (iOS 16+)", rules("navigation_stack")),
    PlaybookGate(
      .mvvmBaseViewModel, "Programmatic navigation implemented",
      none("whether a flow needs programmatic navigation depends on the product, not on the code")),
    PlaybookGate(
      .mvvmBaseViewModel, "Deep linking support if required",
      none("whether deep links are required is a product decision")),
    PlaybookGate(.mvvmBaseViewModel, "Loading states shown during async operations", rules("loading_state_presented")),
    PlaybookGate(
      .mvvmBaseViewModel, "Retry mechanisms for transient failures",
      none(
        "which failures are transient and how a retry is offered are product choices; 'unhandled_task_error' finds the errors that cannot be retried because nobody sees them"
      )),
    PlaybookGate(.mvvmBaseViewModel, "VoiceOver support tested", none(runtimeOnly)),
    PlaybookGate(.mvvmBaseViewModel, "Dynamic Type support", rules("fixed_font_size")),
    PlaybookGate(
      .mvvmBaseViewModel, "Color contrast compliance",
      none(
        "contrast depends on the colours an asset catalogue resolves to at run time; 'hard_coded_color' catches the near-black and near-white colours written in code"
      )),
    PlaybookGate(.mvvmBaseViewModel, "ViewModel unit tests", rules("view_model_has_tests")),
    PlaybookGate(.mvvmBaseViewModel, "Mock services for testing", rules("tests_no_live_services")),
  ]

  // MARK: - 001: @Observable view models, Router and use cases (naming, best practices, steps)

  static let seed001: [PlaybookGate] = [
    PlaybookGate(.observableRouter, "Views: *View.swift; ViewModels: *ViewModel.swift", rules("file_naming")),
    PlaybookGate(.observableRouter, "User actions: onTapped*, onChanged*, onAppear", rules("view_model_action_naming")),
    PlaybookGate(
      .observableRouter, "Private methods: load*, format*, validate*",
      none("a private helper's verb is a naming choice with no wrong answer the code can show")),
    PlaybookGate(
      .observableRouter, "Handle all states (idle, loading, loaded, error)",
      rules("error_state_presented", "loading_state_presented")),
    PlaybookGate(.observableRouter, "Extract subviews", rules("view_body_length")),
    PlaybookGate(.observableRouter, "Use Button for interactions, not onTapGesture", rules("button_not_tap_gesture")),
    PlaybookGate(.observableRouter, "private(set) for mutable state", rules("view_model_private_set")),
    PlaybookGate(.observableRouter, "Call Use Cases, not Repositories", rules("view_model_uses_use_cases")),
    PlaybookGate(.observableRouter, "Don't reference Views from view models", rules("view_model_no_view_types")),
    PlaybookGate(.observableRouter, "Don't contain business logic in view models", none(behaviourNotSyntax)),
    PlaybookGate(
      .observableRouter, "ViewModel is a @MainActor @Observable final class",
      rules("view_model_main_actor", "prefer_observable", "view_model_final")),
    PlaybookGate(.observableRouter, "View with proper MARK sections", rules("mark_sections")),
    PlaybookGate(
      .observableRouter, "Define route case in AppRoute",
      none("which screens deserve a route is a design decision; a screen without one is legal")),
    PlaybookGate(
      .observableRouter, "Extract private subviews into private extension", rules("private_subviews")),
    PlaybookGate(.observableRouter, "Previews for loaded, loading, and error states", rules("previews_cover_states")),
    PlaybookGate(
      .observableRouter, "Router<AppRoute> in app entry point; @Environment(Router<AppRoute>.self) in views",
      rules("router_navigation")),
  ]

  // MARK: - 002: clean-architecture layers as packages (its practices)

  static let seed002: [PlaybookGate] = [
    PlaybookGate(.cleanLayers, "The Presentation layer depends only on the Domain layer", rules("layer_dependencies")),
    PlaybookGate(.cleanLayers, "View models fetch data through use cases", rules("view_model_uses_use_cases")),
    PlaybookGate(
      .cleanLayers, "Use cases are injected into view models", rules("view_model_injected_dependencies")),
  ]

  // MARK: - 003: SwiftUI patterns for iOS 17+ ("Best Practices Summary")

  static let seed003: [PlaybookGate] = [
    PlaybookGate(.swiftUIPatterns, "Use @Observable over ObservableObject for iOS 17+", rules("prefer_observable")),
    PlaybookGate(.swiftUIPatterns, "Use NavigationStack over NavigationView", rules("navigation_stack")),
    PlaybookGate(.swiftUIPatterns, "Break large views into smaller components", rules("view_body_length")),
    PlaybookGate(.swiftUIPatterns, "Use lazy containers for lists", rules("lazy_stack_in_scroll_view")),
    PlaybookGate(.swiftUIPatterns, "Handle cancellation in async operations", rules("cancellation_treated_as_error")),
    PlaybookGate(.swiftUIPatterns, "Support Reduce Motion for animations", rules("reduce_motion")),
    PlaybookGate(.swiftUIPatterns, "Use .task for async work, not .onAppear", rules("task_modifier")),
    PlaybookGate(
      .swiftUIPatterns, "Extract view modifiers for reusable styling",
      none("repetition worth a modifier is a judgement about similarity across files, not a property of one view")),
  ]

  // MARK: - 004: the UIKit MVP screen template ("Conventions Demonstrated")

  static let seed004: [PlaybookGate] = [
    PlaybookGate(.uikitMVP, "Contract declares protocols only", rules("mvp_contract_protocols_only")),
    PlaybookGate(.uikitMVP, "The screen's four files and presenter tests", rules("mvp_screen_files")),
    PlaybookGate(.uikitMVP, "View lays out with UIKit anchors, no layout library", rules("no_layout_library")),
    PlaybookGate(
      .uikitMVP, "View controller owns lifecycle, presenter wiring and navigation triggers only",
      rules("view_controller_wiring_only")),
    PlaybookGate(
      .uikitMVP, "Presenter is @MainActor final, holds its view weak, has no UIKit",
      rules("presenter_main_actor_final", "presenter_weak_view", "presenter_no_uikit")),
    PlaybookGate(
      .uikitMVP, "Dependencies through init as protocols, no work in init",
      rules("view_model_injected_dependencies", "no_work_in_init")),
    PlaybookGate(
      .uikitMVP, "Built only through make(...), called by a coordinator", rules("mvp_factory_only")),
    PlaybookGate(
      .uikitMVP, "Coordinators are the only conformers of the CoordinatorDelegate", rules("coordinator_delegate")),
    PlaybookGate(
      .uikitMVP, "Tests cover success, failure and refresh with a spy view and a stub repository",
      rules("view_model_has_tests", "tests_no_live_services")),
  ]
}
