"""Turns page-1.png (rendered new CV of 禹澄心) into a phone-photo JPEG without text layer."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(213)
im = Image.open("page-1.png").convert("RGB")
# crop lower blank half of the A4 page (the printed content is in the upper part)
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# paper on a darker desk background, rotated ~2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))
bg.paste(im, (80, 80))
bg = bg.rotate(-1.8, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = bg.size
# uneven lighting: darker towards the lower right corner, plus vignette
shade = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    d.ellipse((-W * 0.3 + i, -H * 0.4 + i, W * 1.1 - i * 0.6, H * 1.2 - i * 0.6), fill=i)
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (40, 36, 30))
bg = Image.composite(bg, dark, shade.point(lambda v: 150 + v * 105 // 255))
# warm tint, slight blur, sensor noise
bg = ImageChops.multiply(bg, Image.new("RGB", (W, H), (255, 246, 228)))
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
px = bg.load()
for y in range(H):
    for x in range(0, W):
        if random.random() < 0.35:
            r, g, b = px[x, y]
            n = random.randint(-12, 12)
            px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save("../cvs/IMG_20261103_181542.jpg", quality=84)
