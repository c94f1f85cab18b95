"""Turns the rendered page fang_page.png into a phone-photo JPEG without a text layer."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(205)
img = Image.open("fang_page.png").convert("RGB")
w, h = img.size
# paper on a darker desk
canvas = Image.new("RGB", (int(w * 1.12), int(h * 1.1)), (92, 84, 74))
canvas.paste(img, (int(w * 0.06), int(h * 0.05)))
canvas = canvas.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: gradient from top-left light to bottom-right darker + vignette
W, H = canvas.size
shade = Image.new("L", (W, H))
d = ImageDraw.Draw(shade)
for y in range(0, H, 4):
    for x in range(0, W, 4):
        dx, dy = (x - W * 0.45) / W, (y - H * 0.4) / H
        v = 255 - int(150 * (dx * dx + dy * dy)) - int(25 * (x + y) / (W + H))
        d.rectangle([x, y, x + 3, y + 3], fill=max(90, min(255, v)))
shade = shade.filter(ImageFilter.GaussianBlur(25))
canvas = ImageChops.multiply(canvas, Image.merge("RGB", (shade, shade, shade)))
canvas = canvas.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 18).convert("RGB")
canvas = Image.blend(canvas, ImageChops.multiply(canvas, noise.point(lambda p: 200 + p // 4)), 0.35)
canvas.save("../cvs/IMG_20261012_093114.jpg", quality=82)
