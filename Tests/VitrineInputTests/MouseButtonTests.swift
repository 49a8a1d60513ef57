import Testing
import VitrineInput

@Suite("MouseButton")
struct MouseButtonTests {
    @Test(
        "SDL's button numbers map to buttons and back",
        arguments: [
            (1, MouseButton.left), (2, .middle), (3, .right), (4, .other(4)), (5, .other(5)), (0, .other(0)),
        ])
    func numbers(number: Int, button: MouseButton) {
        #expect(MouseButton(number: number) == button)
        #expect(button.number == number)
    }
}
