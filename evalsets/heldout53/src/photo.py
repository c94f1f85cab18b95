"""Turns the rendered page into a phone photo (rotation, uneven light, vignette, blur, noise, JPEG)."""
from PIL import Image, ImageFilter, ImageDraw
import random, math
random.seed(53)
page = Image.open("lu_page.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.55)))
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))      # desk
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = img.size
# uneven light + vignette
shade = Image.new("L", (W, H))
px = shade.load()
for y in range(H):
    for x in range(0, W):
        dx, dy = (x - W * 0.42) / W, (y - H * 0.38) / H
        v = 255 - int(190 * (dx * dx + dy * dy)) - int(35 * x / W)
        px[x, y] = max(60, min(255, v))
dark = Image.new("RGB", (W, H), (20, 18, 15))
img = Image.composite(img, dark, shade)
img = img.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.07)
img = img.resize((int(W * 0.9), int(H * 0.9)), Image.LANCZOS)
img.save("../cvs/陆昊阳_简历_2026.jpg", quality=82)
