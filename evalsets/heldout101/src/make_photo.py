"""Turns src/jin_page.png (pdftoppm -r 150 of jin_yuxiao_photo.pdf) into a phone-photo JPEG."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(41)
page = Image.open("jin_page.png").convert("RGB")
W, H = page.size
# paper slightly warm
warm = Image.new("RGB", page.size, (246, 240, 226))
page = ImageChops.multiply(page, warm)
# put on a darker table background, rotate ~2 degrees
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))
bg.paste(page, (int(W * 0.06), int(H * 0.04)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: gradient from upper-left (bright) to lower-right (darker) + vignette
w, h = img.size
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(0, h, 4):
    for x in range(0, w, 4):
        dx, dy = (x - w * 0.4) / w, (y - h * 0.35) / h
        v = 255 - int(min(120, (dx * dx + dy * dy) * 260 + (x / w + y / h) * 25))
        d.rectangle([x, y, x + 3, y + 3], fill=v)
shade = shade.filter(ImageFilter.GaussianBlur(12))
img = ImageChops.multiply(img, Image.merge("RGB", (shade, shade, shade)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(w * h // 6):
    x, y = random.randrange(w), random.randrange(h)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save("../cvs/IMG_20261103_182244.jpg", quality=82)
print(img.size)
