"""Turn qs_page.png (pdftoppm -r 150 of qu_shaobo_2026.pdf) into a phone photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(281)
page = Image.open("qs_page.png").convert("RGB")
w, h = page.size
# crop to the upper part that holds content (page is mostly text in the top 70%)
page = page.crop((0, 0, w, int(h * 0.72)))
w, h = page.size
# paper tint
tint = Image.new("RGB", (w, h), (244, 238, 226))
page = ImageChops.multiply(page, tint)
# place on a darker table background and rotate
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(page, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
W, H = bg.size
# shading: gradient from top-left light to bottom-right dark, plus vignette
shade = Image.new("L", (W, H))
px = shade.load()
cx, cy = W * 0.45, H * 0.4
maxd = (cx ** 2 + cy ** 2) ** 0.5 * 1.4
for y in range(H):
    for x in range(0, W):
        d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 / maxd
        px[x, y] = int(255 * max(0.55, 1.0 - 0.55 * d * d - 0.08 * (x + y) / (W + H)))
shade_rgb = Image.merge("RGB", (shade, shade, shade))
bg = ImageChops.multiply(bg, shade_rgb)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
bg = Image.blend(bg, ImageChops.multiply(bg, ImageChops.invert(noise).point(lambda v: 255 - v // 6)), 0.5)
bg.save("../cvs/IMG_20261114_183502.jpg", quality=82)
print(bg.size)
