"""Turn the rendered page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(183)
page = Image.open("cw_page.png").convert("RGB")
W, H = page.size
# paper on a darker desk
canvas = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 66))
canvas.paste(page, (int(W * 0.06), int(H * 0.04)))
canvas = canvas.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: light gradient from top-left, vignette
cw, ch = canvas.size
grad = Image.linear_gradient("L").rotate(35, expand=True).resize((cw, ch))
shade = Image.merge("RGB", [grad.point(lambda v: 255 - v // 5)] * 3)
canvas = ImageChops.multiply(canvas, shade)
vig = Image.radial_gradient("L").resize((cw, ch)).point(lambda v: 255 - int(v * 0.45))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [vig] * 3))
# warm tint, blur, noise
r, g, b = canvas.split()
canvas = Image.merge("RGB", (r.point(lambda v: min(255, v + 6)), g, b.point(lambda v: max(0, v - 8))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((cw, ch), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save("../cvs/IMG_20261103_184512.jpg", quality=82)
print(canvas.size)
