"""Turn the rendered page (yan_page-1.png) into a phone photo: cvs/IMG_20240317_221405.jpg."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(87)
page = Image.open("yan_page-1.png").convert("RGB")
W, H = page.size
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 78, 64))  # wooden desk
# paper with slight warm tint
paper = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 240, 228)))
paper = paper.rotate(-2.2, expand=True, resample=Image.BICUBIC, fillcolor=(92, 78, 64))
bg.paste(paper, ((bg.width - paper.width) // 2, (bg.height - paper.height) // 2))
# vignette / uneven lighting
mask = Image.new("L", bg.size, 0)
dr = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * i / 60)
    dr.ellipse([i * bg.width // 150 - bg.width // 6, i * bg.height // 150 - bg.height // 8,
                bg.width - i * bg.width // 150 + bg.width // 10, bg.height - i * bg.height // 150 + bg.height // 12], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(bg, lambda p: int(p * 0.62))
img = Image.composite(bg, dark, mask)
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
px = img.load()
for _ in range(img.width * img.height // 6):
    x, y = random.randrange(img.width), random.randrange(img.height)
    r, g, b = px[x, y]
    n = random.randint(-18, 18)
    px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save("../cvs/IMG_20240317_221405.jpg", quality=82)
