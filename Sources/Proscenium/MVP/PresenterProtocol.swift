/// The marker of an MVP presenter, which holds a screen's presentation logic on the main actor.
///
/// ```swift
/// @MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
///   func onViewDidLoad()
///   func refresh()
/// }
/// ```
@MainActor
public protocol PresenterProtocol: AnyObject {}
