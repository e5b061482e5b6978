import Proscenium
import Testing

@MainActor
private protocol ProfileViewProtocol: AnyObject {
  func show(name: String)
}

@MainActor
private final class ProfileView: ProfileViewProtocol {
  var shown: [String] = []
  func show(name: String) { shown.append(name) }
}

@MainActor
private final class ProfilePresenter {
  @WeakView var view: (any ProfileViewProtocol)?

  init(view: any ProfileViewProtocol) {
    self.view = view
  }

  func present() { view?.show(name: "Ada") }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct WeakViewTests {
  @Test func thePresenterReachesTheViewWhileItLives() {
    let view = ProfileView()
    let presenter = ProfilePresenter(view: view)
    presenter.present()
    #expect(view.shown == ["Ada"])
  }

  @Test func thePresenterDoesNotKeepTheViewAlive() {
    var view: ProfileView? = ProfileView()
    let presenter = ProfilePresenter(view: view ?? ProfileView())
    weak let released = view
    view = nil
    #expect(released == nil)
    #expect(presenter.view == nil)
  }

  @Test func aWrapperMadeEmptyHoldsNothingUntilAssigned() {
    let view = ProfileView()
    var wrapper = WeakView<any ProfileViewProtocol>()
    #expect(wrapper.wrappedValue == nil)
    wrapper.wrappedValue = view
    #expect(wrapper.wrappedValue === view)
    wrapper.wrappedValue = nil
    #expect(wrapper.wrappedValue == nil)
  }
}
