"""Turns page.png (the rendered 2026 CV) into a phone photo: crop, rotate ~2 deg, shading, vignette, blur, noise."""
from PIL import Image, ImageFilter, ImageDraw, ImageChops
import random, os
random.seed(269)
im = Image.open('page.png').convert('RGB')
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.73)))          # text sits in the top part of the page
# put the sheet on a darker "table" and rotate
bg = Image.new('RGB', (im.width + 160, im.height + 160), (92, 84, 74))
bg.paste(im, (80, 80))
bg = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
W, H = bg.size
# uneven lighting: gradient from top-left (bright) to bottom-right (darker)
shade = Image.new('L', (W, H))
d = ImageDraw.Draw(shade)
for y in range(H):
    d.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
warm = Image.new('RGB', (W, H), (255, 246, 230))
bg = ImageChops.multiply(bg, Image.merge('RGB', (shade, shade, shade)))
bg = ImageChops.multiply(bg, warm)
# vignette
vig = Image.new('L', (W, H), 0)
ImageDraw.Draw(vig).ellipse((-W * 0.25, -H * 0.25, W * 1.25, H * 1.25), fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
bg = Image.composite(bg, Image.new('RGB', (W, H), (30, 28, 25)), vig)
bg = bg.filter(ImageFilter.GaussianBlur(0.8))
# noise
px = bg.load()
for _ in range(W * H // 6):
    x, y = random.randrange(W), random.randrange(H)
    r, g, b = px[x, y]; n = random.randint(-22, 22)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
bg.save(os.path.join('..', '..', 'cvs', 'fenella_gorringe_cv_2026.jpg'), quality=82)
print(bg.size)
