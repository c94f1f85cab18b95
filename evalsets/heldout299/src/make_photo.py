"""Turns the rendered page build/kilbride-1.png into a phone photo cvs/IMG_20261104_183512.jpg."""
import os, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(299)
here = os.path.dirname(os.path.abspath(__file__))
page = Image.open(os.path.join(here, "build", "kilbride-1.png")).convert("RGB")
W, H = page.size
# paper on a darker desk background, slightly rotated
canvas = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 80, 68))
canvas.paste(page, ((canvas.width - W) // 2, (canvas.height - H) // 2))
canvas = canvas.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 68))
# uneven lighting: gradient from top-left (bright) to bottom-right (darker) + vignette
grad = Image.new("L", canvas.size)
gd = ImageDraw.Draw(grad)
for y in range(canvas.height):
    v = int(255 - 55 * (y / canvas.height))
    gd.line([(0, y), (canvas.width, y)], fill=v)
vig = Image.new("L", canvas.size, 0)
ImageDraw.Draw(vig).ellipse([-canvas.width * 0.15, -canvas.height * 0.1, canvas.width * 1.15, canvas.height * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
shade = ImageChops.multiply(grad, vig)
warm = Image.merge("RGB", [shade, shade.point(lambda v: int(v * 0.97)), shade.point(lambda v: int(v * 0.9))])
canvas = ImageChops.multiply(canvas, warm)
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
# sensor noise
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda v: 200 + v // 5)), 0.35)
canvas.save(os.path.join(here, "..", "cvs", "IMG_20261104_183512.jpg"), quality=80)
print("ok", canvas.size)
