import ProsceniumCheck

extension PresetCatalog {
  /// Seed 004: the four-file UIKit MVP screen — contract, view, view controller, presenter — built
  /// by a factory, with presenter tests.
  static let uikitMVP = Preset(
    name: "uikit-mvp",
    summary:
      "UIKit MVP screens: contract protocols, a UIKit-free @MainActor final presenter holding its view weakly, built by make(…)",
    sources: [.uikitMVP],
    enabledRules: [
      "presenter_no_uikit", "presenter_weak_view", "presenter_main_actor_final", "mvp_contract_protocols_only",
      "mvp_screen_files", "mvp_factory_only", "no_layout_library", "view_controller_wiring_only",
      "coordinator_delegate", "no_work_in_init", "view_model_has_tests",
      "tests_no_live_services", "availability_guard", "file_naming",
    ])
}
