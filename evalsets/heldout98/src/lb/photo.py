# Turns page-1.png (pdftoppm -r 150) into a phone photo of the printed page.
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(98)
src = Image.open("page-1.png").convert("RGB")
W, H = src.size
bg = Image.new("RGB", (int(W*1.12), int(H*1.08)), (92, 78, 64))  # wooden desk
paper = src.point(lambda v: int(v*0.93 + 8))
paper = paper.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
bg.paste(paper, ((bg.width-paper.width)//2, (bg.height-paper.height)//2))
# lighting gradient + vignette
shade = Image.new("L", bg.size)
d = ImageDraw.Draw(shade)
for y in range(bg.height):
    d.line([(0, y), (bg.width, y)], fill=int(255 - 55*(y/bg.height)))
vig = Image.new("L", bg.size, 0)
ImageDraw.Draw(vig).ellipse([-bg.width*0.15, -bg.height*0.1, bg.width*1.15, bg.height*1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(shade, vig)
img = Image.composite(bg, Image.new("RGB", bg.size, (20, 18, 15)), mask.point(lambda v: int(120 + v*0.53)))
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(bg.size, 40).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: min(255, v + 60))), 0.25)
img.save("../../cvs/IMG_20261103_141522.jpg", quality=82)
print(img.size)
