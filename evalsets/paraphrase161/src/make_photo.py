"""Turns the rendered page PNG into a phone-photo-like JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(161)
im = Image.open(src).convert("RGB")
w, h = im.size
canvas = Image.new("RGB", (int(w * 1.08), int(h * 1.06)), (96, 84, 70))  # desk
paper = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 84, 70))
canvas.paste(paper, ((canvas.width - paper.width) // 2, (canvas.height - paper.height) // 2))
# uneven lighting: warm tint + vignette + a diagonal shadow
shade = Image.new("L", canvas.size, 0)
d = ImageDraw.Draw(shade)
for i in range(60):
    d.ellipse([-i * 12, -i * 14, canvas.width + i * 12, canvas.height + i * 14], outline=int(i * 2.2), width=14)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", canvas.size, (20, 16, 10))
canvas = Image.composite(canvas, dark, ImageChops.invert(shade).point(lambda v: max(v, 150)))
grad = Image.linear_gradient("L").resize(canvas.size).rotate(35).point(lambda v: 255 - v // 5)
canvas = ImageChops.multiply(canvas, Image.merge("RGB", [grad, grad, grad.point(lambda v: int(v * 0.95))]))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(dst, "JPEG", quality=78)
