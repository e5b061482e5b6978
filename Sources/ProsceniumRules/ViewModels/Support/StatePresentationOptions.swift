import ProsceniumCheck

/// The options of `error_state_presented` and `loading_state_presented`: both recognise a view
/// model's state the same way (a state enum, or a base class that gives every subclass the
/// state), so one type declares the keys and their defaults, and the two rules cannot drift apart.
package struct StatePresentationOptions: RuleOptions {
  /// State enums whose cases include the state (a failure case, a loading case).
  package var stateTypes = ["LoadingState", "LoadState", "Loadable", "ViewState", "ScreenState", "AsyncState"]
  /// Base classes that give every subclass the state.
  package var stateBaseClasses = ["BaseViewModel"]

  package init() {}

  package static var fields: [OptionField<StatePresentationOptions>] {
    [
      .stringList(
        "state_types", \.stateTypes,
        "state enums with a case for the state the rule looks for (a failure, or loading), such as 'LoadingState'"),
      .stringList(
        "state_base_classes", \.stateBaseClasses,
        "base view models whose subclasses all carry that state, such as seed 000's 'BaseViewModel'"),
    ]
  }
}
