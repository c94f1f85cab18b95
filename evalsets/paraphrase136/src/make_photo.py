"""Turns the rendered old CV page into a phone photo (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(7)
im = Image.open("zs_page.png").convert("RGB")
w, h = im.size
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (96, 84, 70))   # desk
page = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(96, 84, 70))
canvas.paste(page, ((canvas.width - page.width) // 2, (canvas.height - page.height) // 2))
# uneven lighting: gradient + vignette
shade = Image.new("L", canvas.size, 0)
dr = ImageDraw.Draw(shade)
for y in range(canvas.height):
    v = int(255 - 55 * (y / canvas.height))
    dr.line([(0, y), (canvas.width, y)], fill=v)
vign = Image.radial_gradient("L").resize(canvas.size).point(lambda p: 255 - int(p * 0.45))
light = ImageChops.multiply(shade, vign)
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (light, light, light.point(lambda p: int(p * 0.95)))))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(canvas.size, 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 5)), 0.35)
canvas = canvas.resize((int(canvas.width * 0.85), int(canvas.height * 0.85)))
canvas.save("../cvs/IMG_20210614_215233.jpg", quality=82)
