import ProsceniumCheck

extension PresetCatalog {
  /// Seeds 001 and 003: `@MainActor @Observable final class` view models with `private(set)`
  /// state and `on…` actions that call use cases and a `Router`, on iOS/tvOS 17+.
  static let observable = Preset(
    name: "observable",
    summary:
      "@MainActor @Observable final view models with private(set) state, on… actions, use cases and a Router, for iOS/tvOS 17+",
    sources: [.observableRouter, .swiftUIPatterns],
    enabledRules: [
      // Views.
      "observable_model_in_state", "private_view_state", "navigation_stack", "task_modifier",
      "button_not_tap_gesture", "icon_button_label", "no_service_in_view", "swallowed_error", "view_body_length",
      "lazy_stack_in_scroll_view", "reduce_motion",
      // Seed 001: "Extract private subviews into private extension", and navigation through the Router
      // ("Opt-in outside the observable preset"; 17 of 18 findings right on two apps with a router).
      "private_subviews", "router_navigation",
      // View models.
      "view_model_main_actor", "view_model_final", "view_model_private_set", "view_model_action_naming",
      "view_model_no_view_types", "view_model_injected_dependencies", "view_model_uses_use_cases", "no_work_in_init",
      "prefer_observable", "no_print", "error_state_presented", "loading_state_presented",
      // Seed 003: handle cancellation.
      "cancellation_treated_as_error",
      // Tests, availability, files.
      "view_model_has_tests", "tests_no_live_services", "availability_guard", "file_naming",
    ],
    disabledRules: [
      // Seed 001 view models extend nothing.
      "view_model_base_class"
    ],
    options: [
      // Ready for teams that turn the rule on: seed 001's feature folders.
      "feature_layout": .object([("layout", .string("features"))])
    ])
}
