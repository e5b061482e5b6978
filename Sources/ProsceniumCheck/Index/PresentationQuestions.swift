/// The questions every rule asks about presentation code, answered in one place so that a
/// misreading fixed here is fixed for every rule that asks.
///
/// The index gives roles from conformances, ownership and names (`ProjectIndex.roles(of:)`); these
/// add the judgement rules share on top: a view model whose name says it is a model, never a
/// dependency (a service, repository or use case) nor navigation state.
extension ProjectIndex {
  /// Whether `name` is a screen's view model: an observable class a screen makes or holds, named
  /// as a model (`…Model`), that is not a service, repository, use case or navigation state, and
  /// whose instances are not shared app-wide or kept by the data layer (`Ownership`).
  public func isScreenViewModel(_ name: String) -> Bool {
    guard !name.hasNavigationRoleSuffix else { return false }
    let found = roles(of: name)
    return found.contains(.viewModel) && found.isDisjoint(with: .dependencies) && name.hasSuffix("Model")
  }

  /// Whether `name` holds a screen's presentation logic: a screen view model or a presenter.
  public func isPresentationLogic(_ name: String) -> Bool {
    if isScreenViewModel(name) { return true }
    guard !name.hasNavigationRoleSuffix else { return false }
    let found = roles(of: name)
    return found.contains(.presenter) && found.isDisjoint(with: .dependencies)
  }

  /// Whether `name` is a view the app or its scene makes (`WindowGroup { RootView() }`): its
  /// appearance is the app starting, not a screen appearing.
  public func isAppRootView(_ name: String) -> Bool {
    creators(of: name).contains { !roles(of: $0).isDisjoint(with: [.app, .scene]) }
  }

  /// Whether code inside `name` is presentation code: a view, view modifier, app, scene,
  /// presenter or screen view model, and never a service the views happen to observe.
  public func isPresentationCode(_ name: String) -> Bool {
    let found = roles(of: name)
    guard found.isDisjoint(with: .dependencies) else { return false }
    if !found.isDisjoint(with: TypeRoles.swiftUIRenderers.union(.presenter)) { return true }
    return isScreenViewModel(name)
  }
}

extension IndexCondition {
  /// The type is a screen's view model (`ProjectIndex.isScreenViewModel`).
  public static func isViewModel(_ name: String) -> IndexCondition {
    if name.hasNavigationRoleSuffix { return IndexCondition { _ in false } }
    return IndexCondition { $0.isScreenViewModel(name) }
  }

  /// The type is a screen view model or a presenter (`ProjectIndex.isPresentationLogic`).
  public static func isPresentationLogic(_ name: String) -> IndexCondition {
    if name.hasNavigationRoleSuffix { return IndexCondition { _ in false } }
    return IndexCondition { $0.isPresentationLogic(name) }
  }

  /// The type is a view or a view modifier, and not the app or a scene (which SwiftUI makes once,
  /// and no parent rebuilds).
  public static func isViewOrModifier(_ name: String) -> IndexCondition {
    IndexCondition { index in
      let roles = index.roles(of: name)
      return !roles.isDisjoint(with: [.view, .viewModifier]) && roles.isDisjoint(with: [.app, .scene])
    }
  }

  /// The type ships: something other than previews makes it, or nothing the index sees does.
  /// A helper view only a `#Preview` shows is preview code, whatever file it sits in.
  public static func isNotOnlyPreviewed(_ name: String) -> IndexCondition {
    IndexCondition { !$0.isMadeOnlyByPreviews(name) }
  }

  /// Code inside the type is presentation code (`ProjectIndex.isPresentationCode`).
  public static func isPresentationCode(_ name: String) -> IndexCondition {
    IndexCondition { $0.isPresentationCode(name) }
  }
}

extension String {
  /// Whether a type name says it routes or coordinates navigation (`AppRouter`, `HomeCoordinator`):
  /// navigation state that views observe, not a screen's view model.
  package var hasNavigationRoleSuffix: Bool {
    ["Router", "Coordinator", "Navigator", "Navigation", "FlowController", "Route"].contains { hasSuffix($0) }
  }
}
